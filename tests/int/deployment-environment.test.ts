import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get } from '../helpers/http'
import {
  copyDatabase,
  freePort,
  type RunningServer,
  startSecondServer,
} from '../helpers/second-server'

let preview: RunningServer | undefined
let previewUrl = ''

beforeAll(async () => {
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-preview-'))
  const database = `file:${path.join(directory, 'preview.db')}`
  copyDatabase(process.env.DATABASE_URL ?? '', database)
  previewUrl = `http://127.0.0.1:${port}`
  preview = await startSecondServer({
    PORT: String(port),
    DATABASE_URL: database,
    SITE_URL: previewUrl,
    DEPLOYMENT_ENVIRONMENT: 'deploy-preview',
    OUTBOX_WORKER: 'off',
  })
}, 180_000)

afterAll(async () => {
  await preview?.stop()
})

describe('the deployment environment', () => {
  it('production: robots allow the site but the CMS, the API and search results, and name the sitemap', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await robots.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /search?',
        'Disallow: /mexico/search?',
        `Sitemap: ${process.env.TEST_BASE_URL}/sitemap.xml`,
      ]),
    )
    expect((await get('/')).headers.get('x-robots-tag')).toBeNull()
  })

  it('anywhere else: every answer says noindex, and robots keep the whole site out', async () => {
    const robots = await fetch(`${previewUrl}/robots.txt`)
    const body = await robots.text()
    expect(body).toContain('Disallow: /\n')
    expect(body).not.toContain('Allow: /')
    for (const pathname of ['/', '/products/TF-10001', '/robots.txt', '/api/users/me']) {
      const response = await fetch(`${previewUrl}${pathname}`, { redirect: 'manual' })
      expect(response.headers.get('x-robots-tag'), pathname).toBe('noindex')
    }
  })

  it('names the environment in the CMS admin', async () => {
    const preview = await (await fetch(`${previewUrl}/admin/login`)).text()
    expect(preview).toMatch(/<title>[^<]*Terrafield CMS · deploy-preview<\/title>/)
    const live = await (await get('/admin/login')).text()
    expect(live).toMatch(/<title>[^<]*Terrafield CMS · production<\/title>/)
  })
})
