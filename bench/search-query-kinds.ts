import type { IndexRow } from './search-index-rows'

export type Random = () => number
export type QueryKind = 'word' | 'phrase' | 'prefix' | 'unaccented' | 'sku' | 'cjk' | 'none'
export type Script = 'latin' | 'cjk'

/** One way a visitor types a query, made from an index entry of the region and locale it is asked in. */
export interface QueryKindSpec {
  /** Of the benchmark's queries, roughly. */
  share: number
  scripts: readonly Script[]
  /** Entries this kind can be made from; without it, a kind needs none. */
  accepts?: (row: IndexRow) => boolean
  make: (row: IndexRow | null, random: Random) => string | null
}

export const pick = <T>(items: readonly T[], random: Random): T | undefined =>
  items[Math.floor(random() * items.length)]
const between = (low: number, high: number, random: Random) =>
  low + Math.floor(random() * (high - low + 1))

const MARKS = /\p{M}/gu
const CJK_RUN = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,}/gu
const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

const tokens = (title: string) =>
  title
    .split(/\s+/)
    .map((token) => token.replace(edges, ''))
    .filter(Boolean)
const isLatinWord = (token: string) =>
  /^\p{Script=Latin}[\p{Script=Latin}\p{M}'’-]{2,}$/u.test(token)
const latinWords = (row: IndexRow) => tokens(row.title).filter(isLatinWord)
const stripAccents = (text: string) => text.normalize('NFD').replace(MARKS, '').normalize('NFC')
const accented = (row: IndexRow) =>
  latinWords(row).filter((word) => stripAccents(word) !== word.normalize('NFC'))
const cjkRuns = (row: IndexRow) => [...row.title.matchAll(CJK_RUN)].map((match) => match[0])

function phraseOf(row: IndexRow, random: Random): string | null {
  const words = tokens(row.title)
  const length = Math.min(between(2, 3, random), words.length)
  if (length < 2) return null
  const start = between(0, words.length - length, random)
  return words.slice(start, start + length).join(' ')
}

function cjkSubstring(row: IndexRow, random: Random): string | null {
  const run = [...(pick(cjkRuns(row), random) ?? '')]
  const length = Math.min(between(2, 4, random), run.length)
  if (length < 2) return null
  const start = between(0, run.length - length, random)
  return run.slice(start, start + length).join('')
}

/** Letters that form no word in any of the site's languages, so the query finds nothing. */
function nonsense(random: Random): string {
  const letters = 'qxzjvkw'
  return Array.from({ length: 6 }, () => pick([...letters], random)).join('')
}

export const QUERY_KINDS: Record<QueryKind, QueryKindSpec> = {
  word: {
    share: 0.15,
    scripts: ['latin'],
    accepts: (row) => latinWords(row).length > 0,
    make: (row, random) => (row && pick(latinWords(row), random)) ?? null,
  },
  phrase: {
    share: 0.125,
    scripts: ['latin'],
    accepts: (row) => tokens(row.title).length > 1,
    make: (row, random) => (row ? phraseOf(row, random) : null),
  },
  prefix: {
    share: 0.15,
    scripts: ['latin'],
    accepts: (row) => latinWords(row).length > 0,
    make: (row, random) => {
      const word = row && pick(latinWords(row), random)
      return word ? word.slice(0, between(3, 5, random)).toLowerCase() : null
    },
  },
  unaccented: {
    share: 0.075,
    scripts: ['latin'],
    accepts: (row) => accented(row).length > 0,
    make: (row, random) => {
      const word = row && pick(accented(row), random)
      return word ? stripAccents(word) : null
    },
  },
  sku: {
    share: 0.15,
    scripts: ['latin', 'cjk'],
    accepts: (row) => row.sku !== null,
    make: (row, random) => (row?.sku ? (random() < 0.5 ? row.sku : row.sku.toLowerCase()) : null),
  },
  cjk: {
    share: 0.3,
    scripts: ['cjk'],
    accepts: (row) => cjkRuns(row).length > 0,
    make: (row, random) => (row ? cjkSubstring(row, random) : null),
  },
  none: {
    share: 0.05,
    scripts: ['latin', 'cjk'],
    make: (_row, random) => nonsense(random),
  },
}
