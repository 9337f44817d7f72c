import fs from 'node:fs'
import path from 'node:path'
import { create, type Font } from 'fontkit'
import type { Locale } from '@/routing/locales'
import { woffToSfnt } from './woff'

/*
 * Why these fonts: the PDF must show Japanese, Korean and Chinese, and the standard PDF fonts
 * have no CJK glyphs. Noto Sans JP, KR and SC come from the @fontsource packages: OFL-licensed,
 * pinned in package-lock.json and installed with the app, so no system font (such as Debian's
 * fonts-noto-cjk, which only CI installs) is needed at run time. Each is Google Fonts' subset for
 * its language (JIS level 1–2 kanji with kana; all 11,172 Hangul; about 7,300 common hanzi), about
 * 1–1.5 MB each, plus Noto's Latin sets. pdfkit embeds only the glyphs a sheet uses.
 */

export type Weight = 'regular' | 'bold'
type Cjk = 'jp' | 'kr' | 'sc'

const CJK_SUBSET: Record<Cjk, string> = { jp: 'japanese', kr: 'korean', sc: 'chinese-simplified' }
const LATIN_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic'] as const
const WEIGHT: Record<Weight, number> = { regular: 400, bold: 700 }
/** The locale's own CJK font goes first, so shared Han characters take its regional forms. */
const PRIMARY: Partial<Record<Locale, Cjk>> = { 'ja-JP': 'jp', 'ko-KR': 'kr', zh: 'sc' }

export interface Coverage {
  covers(codePoint: number): boolean
}

/** A font file, read and parsed on first use: a Latin-only sheet never reads the CJK files. */
export interface Face extends Coverage {
  readonly key: string
  /** The font as TrueType, for pdfkit to embed. */
  data(): Buffer
}

const loaded = new Map<string, { data: Buffer; font: Font }>()

function load(file: string, pkg: string) {
  const cached = loaded.get(file)
  if (cached) return cached
  const location = path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file)
  if (!fs.existsSync(location)) {
    throw new Error(`Spec sheet font ${location} is missing: run npm install (@fontsource/${pkg})`)
  }
  const data = woffToSfnt(fs.readFileSync(location))
  const font = create(data)
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`)
  const entry = { data, font }
  loaded.set(file, entry)
  return entry
}

function face(cjk: Cjk, subset: string, weight: Weight): Face {
  const pkg = `noto-sans-${cjk}`
  const key = `${pkg}-${subset}-${WEIGHT[weight]}-normal.woff`
  return {
    key,
    covers: (codePoint) => load(key, pkg).font.hasGlyphForCodePoint(codePoint),
    data: () => load(key, pkg).data,
  }
}

/** The fonts a sheet in `locale` draws with, in order of preference. */
export function fontStack(locale: Locale, weight: Weight): Face[] {
  const primary = PRIMARY[locale]
  const others = (['jp', 'sc', 'kr'] as const).filter((cjk) => cjk !== primary)
  const latin = LATIN_SUBSETS.map((subset) => face(primary ?? 'jp', subset, weight))
  const cjk = others.map((other) => face(other, CJK_SUBSET[other], weight))
  return primary
    ? [face(primary, CJK_SUBSET[primary], weight), ...latin, ...cjk]
    : [...latin, ...cjk]
}

/** Spaces, combining marks and joiners belong to the character before them. */
const ATTACHED = /[\s\p{M}\u200c\u200d\ufe00-\ufe0f]/u

/**
 * Splits text into runs that one font can draw: each character takes the first font in the stack
 * that has it (the first font when none has), so one missing glyph does not hand the rest of a
 * Japanese line to the Chinese font.
 */
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
