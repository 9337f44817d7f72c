import { PALETTE } from './palette'
import { placeIcon } from './place-icon'
import type { SceneInput } from './scene'

/** A pack shot: one big icon on a soft blob in the brand colour, a smaller one repeated around it. */
export function productScene({ width, height, colour, icons, random }: SceneInput): string {
  const [main = 'potato', side = main] = icons
  const unit = Math.min(width, height)
  const cx = width / 2
  const cy = height / 2
  const tilt = (random() - 0.5) * 16
  const corners = [
    [0.16, 0.18],
    [0.84, 0.2],
    [0.14, 0.82],
    [0.86, 0.8],
  ]
  const small = corners.map(([fx = 0, fy = 0], index) =>
    placeIcon(
      {
        icon: side,
        x: fx * width,
        y: fy * height,
        size: unit * (0.14 + random() * 0.05),
        rotate: (random() - 0.5) * 60,
        opacity: 0.9,
      },
      `s${index}`,
    ),
  )
  return [
    `<rect width="${width}" height="${height}" fill="${PALETTE.green100}"/>`,
    `<circle cx="${cx + unit * 0.2}" cy="${cy - unit * 0.22}" r="${unit * 0.16}" fill="${PALETTE.yellow}" opacity="0.55"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${unit * 0.38}" ry="${unit * 0.34}" transform="rotate(${tilt} ${cx} ${cy})" fill="${colour}" opacity="0.28"/>`,
    `<ellipse cx="${cx}" cy="${cy + unit * 0.27}" rx="${unit * 0.22}" ry="${unit * 0.04}" fill="${PALETTE.green900}" opacity="0.15"/>`,
    ...small,
    placeIcon({ icon: main, x: cx, y: cy, size: unit * 0.52, rotate: tilt / 2 }, 'main'),
  ].join('')
}
