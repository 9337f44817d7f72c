import fs from 'node:fs'
import path from 'node:path'
import { create, type Font } from 'fontkit'
import type { Locale } from '@/routing/locales'

// The standard PDF fonts have no CJK glyphs; assets/fonts/README.md says what these files hold.

export type Weight = 'regular' | 'bold'
type Cjk = 'JP' | 'KR' | 'SC'

const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts')
const WEIGHT: Record<Weight, string> = { regular: 'Regular', bold: 'Bold' }
/** The locale's own CJK font goes first, so shared Han characters take its regional forms. */
const PRIMARY: Partial<Record<Locale, Cjk>> = { 'ja-JP': 'JP', 'ko-KR': 'KR', zh: 'SC' }

export interface Coverage {
  covers(codePoint: number): boolean
}

export interface Face extends Coverage {
  readonly key: string
  data(): Buffer
}

const loaded = new Map<string, { data: Buffer; font: Font }>()

function load(file: string) {
  const cached = loaded.get(file)
  if (cached) return cached
  const location = path.join(FONT_DIR, file)
  if (!fs.existsSync(location)) throw new Error(`Spec sheet font ${location} is missing`)
  const data = fs.readFileSync(location)
  const font = create(data)
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`)
  const entry = { data, font }
  loaded.set(file, entry)
  return entry
}

function face(cjk: Cjk, weight: Weight): Face {
  const key = `NotoSans${cjk}-${WEIGHT[weight]}.ttf`
  return {
    key,
    covers: (codePoint) => load(key).font.hasGlyphForCodePoint(codePoint),
    data: () => load(key).data,
  }
}

export function fontStack(locale: Locale, weight: Weight): Face[] {
  const primary = PRIMARY[locale]
  const others = (['JP', 'SC', 'KR'] as const).filter((cjk) => cjk !== primary)
  return [...(primary ? [primary] : []), ...others].map((cjk) => face(cjk, weight))
}

/** Spaces, combining marks and joiners belong to the character before them. */
const ATTACHED = /[\s\p{M}\u200c\u200d\ufe00-\ufe0f]/u

// Per character, so one missing glyph does not hand the rest of a Japanese line to the Chinese font.
export function splitRuns<F extends Coverage>(
  text: string,
  stack: readonly F[],
): { face: F; text: string }[] {
  const fallback = stack[0]
  if (!fallback) return []
  const runs: { face: F; text: string }[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    const last = runs.at(-1)
    const chosen =
      last && ATTACHED.test(char)
        ? last.face
        : (stack.find((entry) => entry.covers(codePoint)) ?? fallback)
    if (last && last.face === chosen) last.text += char
    else runs.push({ face: chosen, text: char })
  }
  return runs
}
