import type { FoodIcon } from './food-icons'
import { iconArt } from './icon-set'

export interface Placement {
  icon: FoodIcon
  /** Centre of the icon. */
  x: number
  y: number
  size: number
  rotate?: number
  opacity?: number
}

const round = (value: number): number => Math.round(value * 100) / 100

/** One icon as a nested SVG; `idPrefix` must differ for every placement in the same picture. */
export function placeIcon(placement: Placement, idPrefix: string): string {
  const { icon, x, y, size, rotate = 0, opacity = 1 } = placement
  const art = iconArt(icon, idPrefix)
  const nested = `<svg x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${round(size)}" height="${round(size)}" viewBox="0 0 ${art.width} ${art.height}">${art.body}</svg>`
  const transform = rotate ? ` transform="rotate(${round(rotate)} ${round(x)} ${round(y)})"` : ''
  const fade = opacity < 1 ? ` opacity="${round(opacity)}"` : ''
  return transform || fade ? `<g${transform}${fade}>${nested}</g>` : nested
}
