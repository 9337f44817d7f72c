import { PALETTE } from './palette'
import { placeIcon } from './place-icon'
import type { SceneInput } from './scene'

/** Where up to three icons sit on the plate, as fractions of its radius, and their sizes. */
const ARRANGEMENTS = [
  [{ dx: 0, dy: 0, size: 1.05 }],
  [
    { dx: -0.36, dy: 0.04, size: 0.8 },
    { dx: 0.38, dy: -0.04, size: 0.72 },
  ],
  [
    { dx: -0.12, dy: -0.3, size: 0.78 },
    { dx: -0.42, dy: 0.36, size: 0.58 },
    { dx: 0.42, dy: 0.3, size: 0.58 },
  ],
]

/** A plated dish seen from above: the recipe's icons on a plate on a table in the brand colour. */
export function plateScene({ width, height, colour, icons, random }: SceneInput): string {
  const dish = icons.slice(0, 3)
  const arrangement = ARRANGEMENTS[Math.max(dish.length, 1) - 1] ?? []
  const cx = width / 2
  const cy = height / 2
  const radius = Math.min(width, height) * 0.42
  const turn = (random() - 0.5) * 30
  const placed = dish.map((icon, index) => {
    const spot = arrangement[index] ?? { dx: 0, dy: 0, size: 1 }
    return placeIcon(
      {
        icon,
        x: cx + spot.dx * radius,
        y: cy + spot.dy * radius,
        size: spot.size * radius,
        rotate: (random() - 0.5) * 24,
      },
      `p${index}`,
    )
  })
  return [
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<rect width="${width}" height="${height}" fill="${PALETTE.green900}" opacity="0.25"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.12}" r="${radius * 0.35}" fill="${PALETTE.yellow}" opacity="0.6"/>`,
    `<circle cx="${width * 0.94}" cy="${height * 0.9}" r="${radius * 0.45}" fill="${PALETTE.green100}" opacity="0.2"/>`,
    `<circle cx="${cx + radius * 0.05}" cy="${cy + radius * 0.07}" r="${radius}" fill="${PALETTE.green900}" opacity="0.3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${PALETTE.white}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.78}" fill="${PALETTE.green100}" stroke="${PALETTE.yellow}" stroke-width="${radius * 0.015}"/>`,
    `<g transform="rotate(${turn.toFixed(2)} ${cx} ${cy})">${placed.join('')}</g>`,
  ].join('')
}
