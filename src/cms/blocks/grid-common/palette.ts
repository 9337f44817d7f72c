/** Brand tile colours; each text colour passes WCAG AA (4.5:1) on its background (palette.test.ts). */
export const PALETTE = {
  forest: { label: 'Forest green', background: '#123d2a', text: '#ffffff' },
  leaf: { label: 'Leaf green', background: '#1d6b45', text: '#ffffff' },
  earth: { label: 'Earth brown', background: '#8a5a24', text: '#ffffff' },
  paprika: { label: 'Paprika red', background: '#a4361f', text: '#ffffff' },
  avocado: { label: 'Avocado', background: '#d9e4a6', text: '#1b1f1d' },
  mint: { label: 'Mint', background: '#e6f2ea', text: '#1b1f1d' },
  sand: { label: 'Sand', background: '#f3e7d3', text: '#1b1f1d' },
} as const

export type PaletteColor = keyof typeof PALETTE

export const PALETTE_OPTIONS = Object.entries(PALETTE).map(([value, { label }]) => ({
  label,
  value,
}))

export function isPaletteColor(value: unknown): value is PaletteColor {
  return typeof value === 'string' && Object.hasOwn(PALETTE, value)
}

/** Unknown or missing values fall back to the first colour rather than unstyled text. */
export function paletteColors(value: unknown): { background: string; text: string } {
  return PALETTE[isPaletteColor(value) ? value : 'forest']
}

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
