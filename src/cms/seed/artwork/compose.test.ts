import { describe, expect, it } from 'vitest'
import { composeArt, type ArtRequest } from './compose'
import { FOOD_ICONS } from './food-icons'
import type { ArtLayout } from './scene'

const LAYOUTS: ArtLayout[] = ['product', 'plate', 'pattern', 'mark']

const request = (layout: ArtLayout, name = `test-${layout}`): ArtRequest => ({
  name,
  width: 1200,
  height: 630,
  colour: '#8a5a24',
  art: { layout, icons: ['french-fries', 'avocado', 'onion'] },
})

describe('composeArt', () => {
  it.each(LAYOUTS)('draws the %s layout without any text', (layout) => {
    const svg = composeArt(request(layout))
    expect(svg).not.toContain('<text')
    expect(svg).toContain('width="1200" height="630"')
  })

  it('draws every listed icon without text in every layout', () => {
    for (const icon of FOOD_ICONS) {
      for (const layout of LAYOUTS) {
        const svg = composeArt({ ...request(layout), art: { layout, icons: [icon] } })
        expect(svg).not.toContain('<text')
      }
    }
  })

  it.each(LAYOUTS)('draws the same %s picture for the same name every time', (layout) => {
    expect(composeArt(request(layout))).toBe(composeArt(request(layout)))
  })

  it('varies the picture with the name', () => {
    expect(composeArt(request('pattern', 'a'))).not.toBe(composeArt(request('pattern', 'b')))
  })

  it('keeps ids unique when an icon is drawn more than once', () => {
    const svg = composeArt({
      ...request('pattern'),
      art: { layout: 'pattern', icons: ['avocado'] },
    })
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
