import { describe, expect, it, vi } from 'vitest'
import { postGuard } from './post-guard'

const SITE = ['https://www.terrafield.example']

const guard = (headers: Record<string, string>) =>
  postGuard(
    new Request('https://www.terrafield.example/api/x', { method: 'POST', body: '{}', headers }),
    SITE,
  )

const JSON_TYPE = { 'content-type': 'application/json' }

describe('postGuard', () => {
  it('lets JSON from the site, and from callers that are no browser, through', () => {
    expect(guard(JSON_TYPE)).toBeNull()
    expect(guard({ 'content-type': 'Application/JSON; charset=UTF-8' })).toBeNull()
    expect(
      guard({
        ...JSON_TYPE,
        origin: 'https://www.terrafield.example',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBeNull()
    expect(
      guard({
        ...JSON_TYPE,
        'sec-fetch-site': 'same-site',
        origin: 'https://www.terrafield.example',
      }),
    ).toBeNull()
  })

  it('answers 415 to any body that is not declared JSON', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-seq',
      'text/plain, application/json',
      '',
    ]) {
      const response = guard(type ? { 'content-type': type } : {})
      expect(response?.status, type).toBe(415)
      expect(response?.headers.get('cache-control')).toBe('no-store')
      await expect(response?.json()).resolves.toEqual({
        message: expect.stringContaining('application/json'),
      })
    }
  })

  it('checks the content type before the origin', () => {
    expect(guard({ 'content-type': 'text/plain', origin: 'https://evil.example' })?.status).toBe(
      415,
    )
  })

  it('answers 403 to a page of another site, by either header', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://www.terrafield.example.evil.example' },
      { origin: 'http://www.terrafield.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.terrafield.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://www.terrafield.example' },
    ]
    for (const headers of refused) {
      const response = guard({ ...JSON_TYPE, ...headers })
      expect(response?.status, JSON.stringify(headers)).toBe(403)
      await expect(response?.json()).resolves.toEqual({
        message: 'Requests from other sites are not accepted.',
      })
    }
  })

  it('reads the site origins from SITE_URL by default', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    const request = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      body: '{}',
      headers: { ...JSON_TYPE, origin: 'http://127.0.0.1:3000' },
    })
    expect(postGuard(request)).toBeNull()
    vi.unstubAllEnvs()
  })
})
