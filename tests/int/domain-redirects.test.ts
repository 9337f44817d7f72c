import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { asEditor, baseUrl, editorToken } from '../helpers/http'

const SITE_URL = process.env.SITE_URL ?? baseUrl()
const LIVE_WITHIN_MS = 5_000

interface Answer {
  status: number
  location: string | undefined
  cacheControl: string | undefined
}

/** fetch cannot choose the Host header; a domain redirect is all about it. */
function requestWithHost(host: string, path = '/', method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers: { host } }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cacheControl: res.headers['cache-control'],
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

const onSite = (path: string) => new URL(path, SITE_URL).toString()

describe('domain redirects', () => {
  it('sends the seeded domain to its path on the site with a 308, on any path and method', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/products/TF-10001?x=1', 'GET'],
      ['/api/search', 'POST'],
    ] as const) {
      const answer = await requestWithHost('terrafield.example', path, method)
      expect(answer).toEqual({ status: 308, location: onSite('/'), cacheControl: 'no-store' })
    }
    expect((await requestWithHost('TerraField.Example:8443')).location).toBe(onSite('/'))
  })

  it('an editor’s new, changed and deleted redirect is live within 5 s', async () => {
    const domain = `papas-${Date.now()}.example`
    const created = await asEditor('POST', 'domain-redirects', {
      domain,
      targetPath: '/mexico/productos',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      await expect
        .poll(async () => (await requestWithHost(domain)).location, { timeout: LIVE_WITHIN_MS })
        .toBe(onSite('/mexico/productos'))

      expect(
        (await asEditor('PATCH', `domain-redirects/${id}`, { targetPath: '/recipes' })).status,
      ).toBe(200)
      await expect
        .poll(async () => (await requestWithHost(domain)).location, { timeout: LIVE_WITHIN_MS })
        .toBe(onSite('/recipes'))
    } finally {
      await asEditor('DELETE', `domain-redirects/${id}`)
    }
    await expect
      .poll(async () => (await requestWithHost(domain)).status, { timeout: LIVE_WITHIN_MS })
      .toBe(200)
  })

  it('refuses an off-site target or a host that is not a bare name, with the reason', async () => {
    for (const [domain, targetPath] of [
      ['evil-target.example', '//evil.example/'],
      ['evil-target.example', 'https://evil.example/'],
      ['evil-target.example', '/\\evil.example'],
      ['https://scheme.example', '/'],
      ['port.example:8080', '/'],
      ['Upper.Example', '/'],
    ]) {
      const answer = await asEditor('POST', 'domain-redirects', { domain, targetPath })
      expect(answer.status, `${domain} → ${targetPath}`).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(/Use a (path on this site|lower-case host name)/)
    }
    const answer = await requestWithHost('evil-target.example')
    expect(answer.status).toBe(200)
  })

  it('answers junk Host headers as the site, never with an error', async () => {
    for (const host of ['a b', 'x'.repeat(1_000), 'user@terrafield.example', '[::1', '%zz', '']) {
      const answer = await requestWithHost(host)
      expect([200, 400], JSON.stringify(host)).toContain(answer.status)
      expect(answer.location).toBeUndefined()
    }
  })

  it('keeps its settings route from anyone but the server itself', async () => {
    for (const headers of [
      {},
      { 'x-site-reader': 'guess' },
      { 'x-site-reader': '0'.repeat(64) },
    ] as Record<string, string>[]) {
      const response = await fetch(`${baseUrl()}/api/front-settings`, { headers })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/terrafield\.example|metaPixel/)
    }
    const token = await editorToken()
    const asEditorToo = await fetch(`${baseUrl()}/api/front-settings`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(asEditorToo.status).toBe(404)
  })
})
