import { describe, expect, it, vi } from 'vitest'
import { createTagExpiry } from '@/lib/cache-tag-expiry.mjs'
import { createSharedReadCache } from './shared-read-cache'

function setup(maxEntries = 10) {
  let time = 1000
  const tags = createTagExpiry()
  const cache = createSharedReadCache(maxEntries, tags, () => time)
  const load = vi.fn(async () => `value ${load.mock.calls.length}`)
  return { cache, tags, load, tick: () => (time += 10) }
}

describe('shared read cache', () => {
  it('loads a key once, however many read it at the same time', async () => {
    const { cache, load } = setup()
    const reads = await Promise.all([1, 2, 3].map(() => cache.read('nav', ['cms:nav'], load)))
    expect(reads).toEqual(['value 1', 'value 1', 'value 1'])
    expect(await cache.read('nav', ['cms:nav'], load)).toBe('value 1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reloads once a publish expires one of its tags, and only then', async () => {
    const { cache, tags, load, tick } = setup()
    await cache.read('nav', ['cms:nav', 'cms:pages'], load)
    tick()
    tags.expire(['cms:products'], 1010)
    expect(await cache.read('nav', ['cms:nav', 'cms:pages'], load)).toBe('value 1')
    tags.expire(['cms:pages'], 1010)
    expect(await cache.read('nav', ['cms:nav', 'cms:pages'], load)).toBe('value 2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no failed load', async () => {
    const { cache } = setup()
    const failing = vi.fn(async () => {
      throw new Error('down')
    })
    await expect(cache.read('nav', [], failing)).rejects.toThrow('down')
    await expect(cache.read('nav', [], failing)).rejects.toThrow('down')
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('drops the least recently read entries past its size', async () => {
    const { cache, load } = setup(2)
    await cache.read('a', [], load)
    await cache.read('b', [], load)
    await cache.read('a', [], load)
    await cache.read('c', [], load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.read('a', [], load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.read('b', [], load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
