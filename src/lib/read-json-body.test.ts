import { describe, expect, it, vi } from 'vitest'
import { readJsonBody } from './read-json-body'

const LIMIT = 64 * 1024

/** An endless body of 1 KB chunks that counts what was pulled from it. */
function endlessBody() {
  const state = { pulled: 0, cancelled: false }
  const chunk = new TextEncoder().encode(`"${'x'.repeat(1022)}"`)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
      cancel() {
        state.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, state }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readJsonBody', () => {
  it('parses a JSON body under the limit', async () => {
    await expect(readJsonBody(post(JSON.stringify({ a: 'é' })), LIMIT)).resolves.toEqual({
      ok: true,
      value: { a: 'é' },
    })
  })

  it('refuses bad JSON, bad UTF-8 and an empty body as invalid', async () => {
    await expect(readJsonBody(post('{"a":'), LIMIT)).resolves.toEqual({
      ok: false,
      error: 'invalid',
    })
    await expect(readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), LIMIT)).resolves.toEqual({
      ok: false,
      error: 'invalid',
    })
    await expect(readJsonBody(post(''), LIMIT)).resolves.toEqual({ ok: false, error: 'invalid' })
  })

  it('refuses a body declared larger than the limit', async () => {
    const request = post(JSON.stringify('x'.repeat(LIMIT)))
    await expect(readJsonBody(request, LIMIT)).resolves.toEqual({ ok: false, error: 'too-large' })
  })

  it('answers an endless streamed body, then reads a bounded amount more and cuts it off', async () => {
    const { stream, state } = endlessBody()
    await expect(readJsonBody(post(stream), LIMIT)).resolves.toEqual({
      ok: false,
      error: 'too-large',
    })
    await vi.waitFor(() => expect(state.cancelled).toBe(true), { timeout: 5000 })
    expect(state.pulled).toBeLessThanOrEqual(17 * 1024 * 1024 + LIMIT)
  })

  it('does not trust a small declared length', async () => {
    const { stream } = endlessBody()
    await expect(readJsonBody(post(stream, { 'content-length': '10' }), LIMIT)).resolves.toEqual({
      ok: false,
      error: 'too-large',
    })
  })

  it('accepts a body of exactly the limit', async () => {
    const body = JSON.stringify('x'.repeat(LIMIT - 2))
    expect(new TextEncoder().encode(body).byteLength).toBe(LIMIT)
    await expect(readJsonBody(post(body), LIMIT)).resolves.toMatchObject({ ok: true })
  })
})
