import type { CSSProperties } from 'react'
import { paletteColors } from './palette'

/** A palette colour as the custom properties the tile and card styles read. */
export function paletteStyle(color: unknown): CSSProperties {
  const { background, text } = paletteColors(color)
  return { '--tile-bg': background, '--tile-fg': text } as CSSProperties
}
