import type { CSSProperties } from 'react'
import { paletteColors } from './palette'

export function paletteStyle(color: unknown): CSSProperties {
  const { background, text } = paletteColors(color)
  return { '--tile-bg': background, '--tile-fg': text } as CSSProperties
}
