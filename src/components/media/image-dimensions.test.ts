import { describe, expect, it } from 'vitest'
import { fixedDisplayWidth, renderedImageProps } from './image-dimensions'

describe('fixedDisplayWidth', () => {
  it('reads a single pixel width', () => {
    expect(fixedDisplayWidth('160px')).toBe(160)
    expect(fixedDisplayWidth(' 48px ')).toBe(48)
  })

  it('is null for responsive or zero sizes', () => {
    expect(fixedDisplayWidth('100vw')).toBeNull()
    expect(fixedDisplayWidth('(min-width: 992px) 96px, 80px')).toBeNull()
    expect(fixedDisplayWidth('0px')).toBeNull()
    expect(fixedDisplayWidth('')).toBeNull()
  })
})

describe('renderedImageProps', () => {
  it('scales a fixed-width image to its display box and drops sizes', () => {
    expect(renderedImageProps({ width: 400, height: 120 }, '160px')).toEqual({
      width: 160,
      height: 48,
    })
  })

  it('keeps the stored size and sizes for a responsive image', () => {
    expect(renderedImageProps({ width: 1920, height: 800 }, '100vw')).toEqual({
      width: 1920,
      height: 800,
      sizes: '100vw',
    })
  })

  it('never gives a zero height', () => {
    expect(renderedImageProps({ width: 4000, height: 1 }, '16px').height).toBe(1)
  })
})
