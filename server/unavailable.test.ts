import http from 'node:http'
import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerRenderFailureAsUnavailable } from './unavailable.mjs'

// Each path answers the way Next would: a status set on the response, or writeHead with headers.
const ANSWERS: Record<string, (res: http.ServerResponse) => void> = {
  '/failed-page': (res) => {
    res.statusCode = 500
    res.setHeader('cache-control', 's-maxage=60')
    res.end('<h1>Sorry, there was an error in your request.</h1>')
  },
  '/failed-page-head': (res) => {
    res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/html' })
    res.end('error page')
  },
  '/fine': (res) => res.end('ok'),
  '/missing': (res) => res.writeHead(404).end('not found'),
  '/api/forms/submissions': (res) => res.writeHead(500).end('{}'),
  '/api/media/file/fries.webp': (res) => res.writeHead(500).end('{}'),
  '/api/media/file/missing.webp': (res) => res.writeHead(404).end('{}'),
}

let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    answerRenderFailureAsUnavailable(req, res)
    ANSWERS[String(req.url)]?.(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('answerRenderFailureAsUnavailable', () => {
  it('turns a failed page render into 503 with Retry-After, uncached, keeping the error page', async () => {
    for (const path of ['/failed-page', '/failed-page-head']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toMatch(/error/)
    }
  })

  it('turns a media file its storage could not give into 503, and leaves a missing one alone', async () => {
    const failed = await fetch(`${base}/api/media/file/fries.webp`)
    expect(failed.status).toBe(503)
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${base}/api/media/file/missing.webp`)).status).toBe(404)
  })

  it('leaves other answers and the API routes as they are', async () => {
    expect((await fetch(`${base}/fine`)).status).toBe(200)
    expect((await fetch(`${base}/missing`)).status).toBe(404)
    const api = await fetch(`${base}/api/forms/submissions`)
    expect(api.status).toBe(500)
    expect(api.headers.get('retry-after')).toBeNull()
  })
})
