import { PALETTE } from './palette'
import { placeIcon } from './place-icon'
import type { SceneInput } from './scene'

/** A logo mark without lettering: each icon in a ring of the brand colour, in a row, on nothing. */
export function markScene({ width, height, colour, icons }: SceneInput): string {
  const count = Math.max(icons.length, 1)
  const slot = Math.min(width / count, height)
  const radius = slot * 0.44
  const start = width / 2 - (slot * count) / 2 + slot / 2
  return icons
    .map((icon, index) => {
      const cx = start + index * slot
      const cy = height / 2
      return [
        `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${radius * 0.82}" fill="${PALETTE.green100}"/>`,
        `<circle cx="${cx + radius * 0.62}" cy="${cy - radius * 0.62}" r="${radius * 0.14}" fill="${PALETTE.yellow}"/>`,
        placeIcon({ icon, x: cx, y: cy, size: radius * 1.15 }, `m${index}`),
      ].join('')
    })
    .join('')
}
