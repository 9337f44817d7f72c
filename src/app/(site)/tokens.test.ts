import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '@/cms/blocks/grid-common/palette'
import { CSS_NAMED_COLORS } from './css-named-colors'
import { CONTRAST_PAIRS } from './token-pairs'

const SRC = path.resolve(import.meta.dirname, '../..')
const TOKENS_FILE = path.join(import.meta.dirname, 'tokens.css')
const STYLESHEETS = fs
  .globSync('**/*.css', { cwd: SRC })
  .map((file) => path.join(SRC, file))
  .filter((file) => file !== TOKENS_FILE)
// Set inline by paletteStyle() for the CMS's colour tiles (palette.test.ts checks their contrast).
const INLINE_PROPERTIES = new Set(['--tile-bg', '--tile-fg'])

const parse = (file: string) => postcss.parse(fs.readFileSync(file, 'utf8'), { from: file })

const tokens = new Map<string, string>()
parse(TOKENS_FILE).walkRules(':root', (rule) =>
  rule.walkDecls(/^--/, (decl) => void tokens.set(decl.prop, decl.value)),
)

/** A declaration's colour literals: hex, colour functions and named colours. */
function colourLiterals(value: string): string[] {
  const code = value.replace(/(['"]).*?\1|url\([^)]*\)|--[\w-]+/g, '')
  const hexes = code.match(/#[\da-f]{3,8}\b/gi) ?? []
  const functions =
    code.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/gi) ?? []
  const names = (code.match(/[a-z-]+/gi) ?? []).filter((w) => CSS_NAMED_COLORS.has(w.toLowerCase()))
  return [...hexes, ...functions, ...names]
}

function resolve(name: string, seen: string[] = []): string {
  const value = tokens.get(name)
  if (value === undefined || seen.includes(name)) throw new Error(`${name} is not a token`)
  const only = /^var\((--[\w-]+)\)$/.exec(value)
  return only ? resolve(only[1]!, [...seen, name]) : value
}

type Rgba = [number, number, number, number]

function rgba(name: string): Rgba {
  const value = resolve(name)
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value)
  if (hex) return [...hex.slice(1).map((part) => parseInt(part, 16)), 1] as Rgba
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)(%?)\)$/.exec(value)
  if (!rgb) throw new Error(`${name} is not a colour this test reads: ${value}`)
  const alpha = Number(rgb[4]) / (rgb[5] ? 100 : 1)
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha]
}

/** The colour seen through the layers, top first; the last one is opaque. */
function composite(layers: readonly string[]): string {
  const [r, g, b] = layers
    .map(rgba)
    .reduceRight((below, [r2, g2, b2, a]) => [
      r2 * a + below[0] * (1 - a),
      g2 * a + below[1] * (1 - a),
      b2 * a + below[2] * (1 - a),
      1,
    ])
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

describe('stylesheets', () => {
  it.each(STYLESHEETS.map((file) => [path.relative(SRC, file), file]))(
    '%s writes no colour literal and reads only defined custom properties',
    (_, file) => {
      const root = parse(file)
      const declared = new Set<string>()
      root.walkDecls(/^--/, (decl) => void declared.add(decl.prop))
      const problems: string[] = []
      root.walkDecls((decl) => {
        for (const literal of colourLiterals(decl.value)) {
          problems.push(`line ${decl.source?.start?.line}: ${decl.prop}: ${literal}`)
        }
        for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g)) {
          if (!tokens.has(name!) && !declared.has(name!) && !INLINE_PROPERTIES.has(name!)) {
            problems.push(`line ${decl.source?.start?.line}: ${name} is not defined`)
          }
        }
      })
      expect(problems).toEqual([])
    },
  )

  it('finds colour literals the way the check above needs', () => {
    expect(colourLiterals('1px solid #FFF')).toEqual(['#FFF'])
    expect(colourLiterals('0 1px rgb(0 0 0 / 5%), 0 0 0 2px white')).toEqual(['rgb(', 'white'])
    expect(colourLiterals("var(--color-text) url('#red') 'navy'")).toEqual([])
    expect(colourLiterals('transparent currentColor inherit')).toEqual([])
  })
})

describe('contrast of the token pairs', () => {
  it('reads the colours the way WCAG composes them', () => {
    expect(composite(['--scrim-60', '--white'])).toBe('#666666')
  })

  it.each(CONTRAST_PAIRS.map((pair) => [pair.fg, pair.on.join(' over '), pair]))(
    '%s on %s',
    (_, __, { fg, on, min }) => {
      expect(rgba(fg)[3]).toBe(1)
      expect(contrastRatio(composite([fg]), composite(on))).toBeGreaterThanOrEqual(min)
    },
  )

  it('names only tokens that exist', () => {
    for (const { fg, on } of CONTRAST_PAIRS) for (const name of [fg, ...on]) resolve(name)
  })
})
