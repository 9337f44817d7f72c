import { describe, expect, it, vi } from 'vitest'
import { createProfileStore } from './profile-store'

const profile = (id: string) => ({ id, operationName: `Operation ${id}` })
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the browser profile store (spec §4)', () => {
  it('loads once per id and again only when the id changes', async () => {
    const fetcher = vi.fn(async () => json(200, profile('A')))
    const store = createProfileStore('/api/p+/profile', fetcher)
    await store.load('A')
    await store.load('A')
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(store.get()).toMatchObject({ status: 'loaded', id: 'A' })
    fetcher.mockImplementation(async () => json(200, profile('B')))
    await store.load('B')
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(store.get()).toMatchObject({ status: 'loaded', id: 'B' })
  })

  it('runs one load at a time', async () => {
    let release: (response: Response) => void = () => {}
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    const store = createProfileStore('/p', fetcher)
    const first = store.load('A')
    const second = store.load('A')
    const refresh = store.refresh('A')
    release(json(200, profile('A')))
    await Promise.all([first, second, refresh])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('ignores failures silently and may try again', async () => {
    const fetcher = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(json(500, { message: 'x' }))
      .mockResolvedValueOnce(json(200, profile('A')))
    const store = createProfileStore('/p', fetcher)
    await store.load('A')
    expect(store.get()).toEqual({ status: 'idle' })
    await store.load('A')
    expect(store.get()).toEqual({ status: 'idle' })
    await store.load('A')
    expect(store.get()).toMatchObject({ status: 'loaded' })
  })

  it('says missing on 404, asks the server to drop its copy on refresh, and forgets on sign-out', async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.endsWith('?clear=true')
        ? json(200, profile('A'))
        : json(404, { message: 'Profile not found' }),
    )
    const store = createProfileStore('/p', fetcher)
    await store.load('A')
    expect(store.get()).toEqual({ status: 'missing', id: 'A' })
    await store.refresh('A')
    expect(fetcher).toHaveBeenLastCalledWith('/p?clear=true')
    expect(store.get()).toMatchObject({ status: 'loaded' })
    store.clear()
    expect(store.get()).toEqual({ status: 'idle' })
  })

  it('drops an answer for another id', async () => {
    const store = createProfileStore('/p', async () => json(200, profile('someone-else')))
    await store.load('A')
    expect(store.get()).toEqual({ status: 'idle' })
  })
})
