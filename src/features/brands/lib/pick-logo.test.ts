import { describe, expect, it } from 'vitest'
import type { BrandLogos } from '@/content/brands'
import { pickLogo } from './pick-logo'

const image = (name: string) => ({ url: `/media/${name}.png`, alt: name, width: 480, height: 240 })
const all: BrandLogos = {
  fullColour: image('colour'),
  black: image('black'),
  white: image('white'),
  inPageNavigation: image('nav'),
}
const none: BrandLogos = { fullColour: null, black: null, white: null, inPageNavigation: null }

describe('pickLogo', () => {
  it('uses the variant made for each place', () => {
    expect(pickLogo(all, 'header')?.alt).toBe('colour')
    expect(pickLogo(all, 'onDark')?.alt).toBe('white')
    expect(pickLogo(all, 'onLight')?.alt).toBe('black')
    expect(pickLogo(all, 'inPageNavigation')?.alt).toBe('nav')
  })

  it('falls back to a variant that still reads there', () => {
    expect(pickLogo({ ...none, black: image('black') }, 'header')?.alt).toBe('black')
    expect(pickLogo({ ...none, fullColour: image('colour') }, 'inPageNavigation')?.alt).toBe(
      'colour',
    )
    expect(pickLogo({ ...none, fullColour: image('colour') }, 'onLight')?.alt).toBe('colour')
  })

  it('shows nothing on a dark band without a white logo', () => {
    expect(pickLogo({ ...all, white: null }, 'onDark')).toBeNull()
    expect(pickLogo(none, 'header')).toBeNull()
  })
})
