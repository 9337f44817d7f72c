import { describe, expect, it, vi } from 'vitest'
import { createFrontSettings, EMPTY_FRONT_SETTINGS, parseFrontSettings } from './front-settings.mjs'

const SETTINGS = {
  redirects: [{ domain: 'terrafield.example', targetPath: '/' }],
  regions: ['us', 'nz'],
  defaultRegion: 'us',
  metaPixelRegions: ['nz'],
}

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createFrontSettings', () => {
  it('reads once per period however many requests ask, one read at a time', async () => {
    const { now, advance } = clock()
    const read = vi.fn(async () => SETTINGS)
    const settings = createFrontSettings({ read, refreshMs: 5_000, now })
    const answers = await Promise.all(Array.from({ length: 100 }, () => settings.fresh()))
    expect(read).toHaveBeenCalledTimes(1)
    expect(answers.every((answer) => answer.metaPixelRegions[0] === 'nz')).toBe(true)
    advance(4_999)
    await settings.fresh()
    expect(read).toHaveBeenCalledTimes(1)
    advance(1)
    await settings.fresh()
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('answers current() at once and reads in the background when stale', async () => {
    const { now } = clock()
    let release: (value: typeof SETTINGS) => void = () => {}
    const read = vi.fn(() => new Promise<typeof SETTINGS>((resolve) => (release = resolve)))
    const settings = createFrontSettings({ read, now })
    expect(settings.current()).toBe(EMPTY_FRONT_SETTINGS)
    expect(settings.current()).toBe(EMPTY_FRONT_SETTINGS)
    expect(read).toHaveBeenCalledTimes(1)
    release(SETTINGS)
    await settings.fresh()
    expect(settings.current().redirects).toEqual(SETTINGS.redirects)
  })

  it('reads again at the next request once the CMS has published a change since the last read', async () => {
    const { now, advance } = clock(1_000)
    let changedAt = -Infinity
    const read = vi.fn(async () => SETTINGS)
    const settings = createFrontSettings({
      read,
      now,
      changedSince: (time: number) => changedAt > time,
    })
    await settings.fresh()
    advance(100)
    await settings.fresh()
    expect(read).toHaveBeenCalledTimes(1)
    changedAt = now()
    advance(1)
    await settings.fresh()
    expect(read).toHaveBeenCalledTimes(2)
    advance(1)
    await settings.fresh()
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('keeps the last settings when a read fails or answers junk', async () => {
    const { now, advance } = clock()
    const onError = vi.fn()
    const answers: unknown[] = [SETTINGS, new Error('down'), { redirects: 'x' }, null]
    const read = vi.fn(async () => {
      const next = answers.shift()
      if (next instanceof Error) throw next
      return next
    })
    const settings = createFrontSettings({ read, now, onError, refreshMs: 10 })
    expect((await settings.fresh()).metaPixelRegions).toEqual(['nz'])
    for (let i = 0; i < 3; i += 1) {
      advance(10)
      expect((await settings.fresh()).metaPixelRegions).toEqual(['nz'])
    }
    expect(onError).toHaveBeenCalledTimes(3)
  })
})

describe('parseFrontSettings', () => {
  it('keeps only the known fields', () => {
    const parsed = parseFrontSettings({
      ...SETTINGS,
      redirects: [{ domain: 'a.example', targetPath: '/x', extra: 1 }],
      extra: true,
    })
    expect(parsed).toEqual({ ...SETTINGS, redirects: [{ domain: 'a.example', targetPath: '/x' }] })
  })

  it.each([
    null,
    'text',
    [],
    { ...SETTINGS, redirects: [{ domain: 1, targetPath: '/' }] },
    { ...SETTINGS, regions: [1] },
    { ...SETTINGS, defaultRegion: null },
    { ...SETTINGS, metaPixelRegions: 'nz' },
  ])('refuses %j', (body) => {
    expect(parseFrontSettings(body)).toBeNull()
  })
})
