import { PALETTE } from './palette'
import { placeIcon } from './place-icon'
import type { SceneInput } from './scene'

/** Icons scattered on a jittered grid over a gradient, for banners, posts and collections. */
export function patternScene({ width, height, colour, icons, random }: SceneInput): string {
  const cell = Math.max(Math.min(width, height) / 3.2, 48)
  const columns = Math.ceil(width / cell)
  const rows = Math.ceil(height / cell)
  const placed: string[] = []
  const dots: string[] = []
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column
      const x = (column + 0.5) * cell + (random() - 0.5) * cell * 0.3
      const y = (row + 0.5) * cell + (random() - 0.5) * cell * 0.3
      // Staggered cells stay empty but for a dot, so the icons do not read as a table.
      if ((row + column) % 2 === 1) {
        dots.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(cell * (0.06 + random() * 0.08)).toFixed(1)}" fill="${PALETTE.yellow}" opacity="0.7"/>`,
        )
        continue
      }
      const icon = icons[(row + column * 2 + Math.floor(random() * icons.length)) % icons.length]
      if (!icon) continue
      placed.push(
        placeIcon(
          { icon, x, y, size: cell * (0.62 + random() * 0.2), rotate: (random() - 0.5) * 50 },
          `c${index}`,
        ),
      )
    }
  }
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${PALETTE.green900}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...dots,
    ...placed,
  ].join('')
}
