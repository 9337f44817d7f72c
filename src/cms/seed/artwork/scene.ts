import type { FoodIcon } from './food-icons'

export type ArtLayout = 'product' | 'plate' | 'pattern' | 'mark'

/** What a generated image shows: icons arranged in one of the layouts, never any text. */
export interface Art {
  layout: ArtLayout
  icons: readonly FoodIcon[]
}

export interface SceneInput {
  width: number
  height: number
  /** The brand or section colour the call site gives. */
  colour: string
  icons: readonly FoodIcon[]
  random: () => number
}
