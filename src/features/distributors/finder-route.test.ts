import { describe, expect, it, vi } from 'vitest'

vi.mock('@/content/settings', () => ({ getSiteSettings: vi.fn(), isFeatureOn: vi.fn() }))

const { readFinderSegment } = await import('./finder-route')

describe('readFinderSegment', () => {
  const page = '/find-a-distributor'

  it('keeps a canonical search', () => {
    expect(readFinderSegment(page, 'name=Great%20Lakes&state=IL')).toMatchObject({
      redirect: false,
      state: { name: 'Great Lakes', state: 'IL' },
    })
  })

  it('moves another spelling to the canonical URL', () => {
    expect(readFinderSegment(page, 'state=il&name=Great+Lakes')).toMatchObject({
      redirect: true,
      url: '/find-a-distributor/name=Great%2BLakes&state=IL',
    })
  })

  it('sends junk and huge segments to the bare page', () => {
    expect(readFinderSegment(page, 'foo=%ZZ')).toEqual(
      expect.objectContaining({ redirect: true, url: page }),
    )
    expect(readFinderSegment(page, `name=${'x'.repeat(9000)}`).url).toBe(page)
  })

  it('clamps a page past the limit', () => {
    expect(readFinderSegment(page, 'name=a&page=999999')).toMatchObject({
      redirect: true,
      url: '/find-a-distributor/name=a&page=500',
    })
  })
})
