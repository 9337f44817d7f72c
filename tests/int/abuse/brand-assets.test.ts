import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import {
  answer,
  asEditor,
  type Fetcher,
  inPool,
  newClient,
  rawGet,
  STACK_FRAME,
} from '../../helpers/abuse'

const HOSTILE_PATHS = [
  `/brand/${'a'.repeat(4000)}/mark/180.png`,
  '/brand/__proto__/mark/180.png',
  '/brand/constructor/en/manifest.webmanifest',
  '/brand/us/mark/..%2F..%2F..%2Fetc%2Fpasswd',
  '/brand/us/mark/180.png%00.svg',
  '/brand/us/mark/-180.png',
  '/brand/us/mark/1e3.png',
  '/brand/us/%3Cscript%3E/manifest.webmanifest',
  '/brand/us/en/manifest.webmanifest/extra',
  '/favicon.ico/extra',
]

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
const HOSTILE_SVG = `<svg ${SVG} width="10" height="10" viewBox="0 0 10 10" onload="alert(1)">
<script>alert(document.domain)</script>
<foreignObject><iframe src="/admin"></iframe></foreignObject>
<use xlink:href="https://evil.example/sprite.svg#a"/>
<a href="javascript:alert(2)"><text>x</text></a>
<rect width="10" height="10" fill="#1d6b45"/></svg>`
const ENTITY_SVG = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG} width="10" height="10"><text>&b;</text></svg>`

let client: Fetcher
let token: string

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
})

function upload(name: string, svg: string, type = 'image/svg+xml') {
  const form = new FormData()
  form.append('file', new Blob([svg], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'abuse test upload' }))
  return client('/api/media', { method: 'POST', body: form, headers: asEditor(token) })
}

async function removeMedia(id: number | undefined) {
  if (id) await client(`/api/media/${id}`, { method: 'DELETE', headers: asEditor(token) })
}

describe('brand asset routes under abuse', () => {
  it.each(HOSTILE_PATHS)('%s answers a 4xx without internals', async (path) => {
    const reply = await answer(await client(path))
    expect(reply.status, path).toBeGreaterThanOrEqual(400)
    expect(reply.status, path).toBeLessThan(500)
    expect(reply.text).not.toMatch(STACK_FRAME)
    expect(reply.text).not.toMatch(/node_modules|\.next\/server|root:/)
  })

  it.each(['POST', 'PUT', 'DELETE'])('%s /favicon.ico is refused', async (method) => {
    const reply = await answer(await client('/favicon.ico', { method, body: 'x' }))
    expect(reply.status).toBe(405)
  })

  it('a spoofed Host never reaches the manifest', async () => {
    const response = await client('/brand/us/en/manifest.webmanifest', {
      headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    })
    expect(await response.text()).not.toContain('evil.example')
    const raw = await rawGet('/brand/us/en/manifest.webmanifest', { host: 'evil.example' })
    expect(raw.status).toBeLessThan(500)
  })

  it('the most expensive request (the 512 px icon and the favicon, 40 at once) stays a 200', async () => {
    const paths = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? '/brand/us/mark/512.png' : '/favicon.ico',
    )
    const statuses = await inPool(paths, 10, async (path) => (await client(path)).status)
    expect(new Set(statuses)).toEqual(new Set([200]))
  })
})

describe('an editor’s SVG upload', () => {
  it('is stored without script, handlers, foreign objects or external references', async () => {
    const created = await answer(await upload('hostile.svg', HOSTILE_SVG))
    const doc = created.json<{ doc?: { id: number; url: string; mimeType: string } }>().doc
    try {
      if (created.status >= 400) {
        // Refusing the file outright is as good as cleaning it.
        expect(created.status).toBeLessThan(500)
        return
      }
      expect(doc?.mimeType).toBe('image/svg+xml')
      const file = await client(doc?.url ?? '')
      expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
      const stored = await file.text()
      expect(stored).toContain('<rect')
      expect(stored).not.toMatch(
        /script|onload|alert|foreignObject|iframe|evil\.example|javascript/i,
      )
    } finally {
      await removeMedia(doc?.id)
    }
  })

  it('with entity declarations is refused', async () => {
    const reply = await answer(await upload('entities.svg', ENTITY_SVG))
    expect(reply.status).toBe(400)
    expect(reply.text).not.toMatch(STACK_FRAME)
  })

  it('disguised as a PNG is still treated as SVG', async () => {
    const reply = await answer(await upload('disguised.png', HOSTILE_SVG, 'image/png'))
    const doc = reply.json<{ doc?: { id: number; url: string } }>().doc
    try {
      expect(reply.status).toBeLessThan(500)
      if (doc) expect(await (await client(doc.url)).text()).not.toMatch(/script|onload|alert/i)
    } finally {
      await removeMedia(doc?.id)
    }
  })
})
