import { markScene } from './mark-scene'
import { patternScene } from './pattern-scene'
import { plateScene } from './plate-scene'
import { productScene } from './product-scene'
import type { Art, ArtLayout, SceneInput } from './scene'
import { randomFor } from './seeded-random'

const SCENES: Record<ArtLayout, (input: SceneInput) => string> = {
  product: productScene,
  plate: plateScene,
  pattern: patternScene,
  mark: markScene,
}

export interface ArtRequest {
  /** Seeds the layout's variation, so the same name always gives the same picture. */
  name: string
  width: number
  height: number
  colour: string
  art: Art
}

/** The whole picture as SVG source, ready for sharp. */
export function composeArt({ name, width, height, colour, art }: ArtRequest): string {
  if (art.icons.length === 0) throw new Error(`the image ${name} has no icons to draw`)
  const scene = SCENES[art.layout]({
    width,
    height,
    colour,
    icons: art.icons,
    random: randomFor(name),
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}</svg>`
}
