import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isCmsApiRequest, siteApiPrefixes } from './cms-api-routes.mjs'

function buildWithRoutes(routes: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-api-routes-'))
  fs.mkdirSync(path.join(root, '.next/server'), { recursive: true })
  const manifest = Object.fromEntries(routes.map((route) => [route, `app${route}.js`]))
  fs.writeFileSync(
    path.join(root, '.next/server/app-paths-manifest.json'),
    JSON.stringify(manifest),
  )
  return root
}

describe('siteApiPrefixes', () => {
  it('lists the site API routes of the build, cut at their first dynamic segment', () => {
    const root = buildWithRoutes([
      '/(payload)/api/[...slug]/route',
      '/(payload)/api/graphql/route',
      '/api/canonical-url/[[...path]]/route',
      '/api/favorites/route',
      '/api/preview/exit/route',
      '/[...segments]/page',
    ])
    expect(siteApiPrefixes(root)).toEqual([
      '/api/canonical-url',
      '/api/favorites',
      '/api/preview/exit',
    ])
  })
})

describe('isCmsApiRequest', () => {
  const site = ['/api/favorites', '/api/sample-bag/orders', '/api/canonical-url']

  it('sends the CMS REST and GraphQL API to the worker', () => {
    for (const url of [
      '/api/graphql',
      '/api/products?limit=5',
      '/api/users/login',
      '/api/partner-users/login',
      '/api/globals/x',
      '/api',
      '/api?x=1',
    ]) {
      expect(isCmsApiRequest(url, site), url).toBe(true)
    }
  })

  it('keeps pages, the site endpoints and media files with the pages', () => {
    for (const url of [
      '/',
      '/products/TF-10001',
      '/apis',
      '/api/favorites',
      '/api/favorites?x=/api/graphql',
      '/api/sample-bag/orders',
      '/api/canonical-url/es/x',
      '/api/media/file/logo.png',
      '/api/terrafield+/profile',
      '/api/terrafield+/session',
      '/api/terrafield+',
    ]) {
      expect(isCmsApiRequest(url, site), url).toBe(false)
    }
  })

  it('does not take a site prefix for a longer name', () => {
    expect(isCmsApiRequest('/api/favorites-export', site)).toBe(true)
  })
})
