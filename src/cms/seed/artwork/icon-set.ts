import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { FoodIcon } from './food-icons'

interface IconifyIcon {
  body: string
  width?: number
  height?: number
}

interface IconifySet {
  width?: number
  height?: number
  icons: Record<string, IconifyIcon>
}

export interface IconArt {
  body: string
  width: number
  height: number
}

let cached: IconifySet | undefined

/** Read once from disk: the set is 8 MB of JSON, too much to bundle or parse per image. */
export function iconSet(): IconifySet {
  if (!cached) {
    const file = createRequire(import.meta.url).resolve(
      '@iconify-json/fluent-emoji-flat/icons.json',
    )
    cached = JSON.parse(readFileSync(file, 'utf8')) as IconifySet
  }
  return cached
}

/** Ids are made unique per use: two copies of an icon in one SVG would otherwise share gradients. */
export function prefixIds(body: string, idPrefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}-$1"`)
}

export function iconArt(name: FoodIcon, idPrefix: string): IconArt {
  const set = iconSet()
  const icon = set.icons[name]
  if (!icon) throw new Error(`the icon set has no icon named ${name}`)
  return {
    body: prefixIds(icon.body, idPrefix),
    width: icon.width ?? set.width ?? 32,
    height: icon.height ?? set.height ?? 32,
  }
}
