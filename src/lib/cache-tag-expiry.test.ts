import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTagExpiry, forwardTagExpiry, setTagExpiryForwarder } from './cache-tag-expiry.mjs'

afterEach(() => {
  setTagExpiryForwarder(undefined)
})

describe('createTagExpiry', () => {
  it('tells whether any tag expired after an entry was stored', () => {
    const expiry = createTagExpiry()
    expiry.expire(['cms:products'], 2_000)
    expect(expiry.anyExpiredAfter(['cms:pages', 'cms:products'], 1_000)).toBe(true)
    expect(expiry.anyExpiredAfter(['cms:products'], 3_000)).toBe(false)
    expect(expiry.anyExpiredAfter(['cms:pages'], 0)).toBe(false)
  })

  it('takes a single tag as well as a list', () => {
    const expiry = createTagExpiry()
    expiry.expire('cms:recipes', 5)
    expect(expiry.anyExpiredAfter(['cms:recipes'], 4)).toBe(true)
  })

  it('tells listeners of its own expiries, not of those heard from elsewhere', () => {
    const expiry = createTagExpiry()
    const heard: [string[], number][] = []
    const stop = expiry.onExpire((tags: string[], at: number) => heard.push([tags, at]))
    expiry.expire('cms:pages', 10)
    expiry.expireLocally(['cms:brands'], 20)
    stop()
    expiry.expire(['cms:blogs'], 30)
    expect(heard).toEqual([[['cms:pages'], 10]])
    expect(expiry.anyExpiredAfter(['cms:brands'], 19)).toBe(true)
  })

  it('never moves an expiry back in time', () => {
    const expiry = createTagExpiry()
    expiry.expire(['cms:products'], 50)
    expiry.expireLocally(['cms:products'], 10)
    expect(expiry.anyExpiredAfter(['cms:products'], 40)).toBe(true)
  })
})

describe('forwardTagExpiry', () => {
  it('does nothing outside the API worker', async () => {
    await expect(forwardTagExpiry(['cms:products'])).resolves.toBeUndefined()
  })

  it('hands the tags to the forwarder and waits for it', async () => {
    let release = () => {}
    const forward = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    setTagExpiryForwarder(forward)
    let done = false
    const forwarding = forwardTagExpiry(['cms:products']).then(() => (done = true))
    await Promise.resolve()
    expect(forward).toHaveBeenCalledWith(['cms:products'])
    expect(done).toBe(false)
    release()
    await forwarding
    expect(done).toBe(true)
  })
})
