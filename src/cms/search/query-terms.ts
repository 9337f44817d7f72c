import { normalizeForSearch } from './normalize'

/** Longer input is cut: a visitor's query never needs more, and every term costs a scan. */
export const MAX_QUERY_LENGTH = 100
export const MAX_QUERY_TERMS = 6
/** The trigram index finds terms of at least this many characters; shorter ones are scanned. */
export const INDEXED_TERM_LENGTH = 3

export interface QueryTerms {
  /** The whole query, normalised: compared with SKUs and titles for the ranking boosts. */
  phrase: string
  /** Terms the trigram index can find. */
  indexed: string[]
  /** One- and two-character terms (many Korean, Japanese and Chinese words): matched by scan. */
  short: string[]
}

const characters = (text: string) => [...text].length
// Hyphens, dots and slashes stay inside a term, so `TF-10001` and `1/2"` are one term each.
const SEPARATORS = /[\s,;:!?()"'“”‘’«»[\]{}<>、。，！？「」]+/u

/** Splits a visitor's query into terms; everything is data, nothing is query syntax. */
export function queryTerms(raw: string): QueryTerms {
  const phrase = normalizeForSearch([...raw].slice(0, MAX_QUERY_LENGTH).join(''))
  const terms = [...new Set(phrase.split(SEPARATORS).filter(Boolean))].slice(0, MAX_QUERY_TERMS)
  return {
    phrase,
    indexed: terms.filter((term) => characters(term) >= INDEXED_TERM_LENGTH),
    short: terms.filter((term) => characters(term) < INDEXED_TERM_LENGTH),
  }
}

export function hasTerms(terms: QueryTerms): boolean {
  return terms.indexed.length + terms.short.length > 0
}

/** An FTS5 string literal: double quotes doubled, so `"`, `*`, `NEAR(` and `OR` are just text. */
export function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A `LIKE … ESCAPE '\\'` pattern that finds the term anywhere: `%`, `_` and `\\` are literal. */
export const containsPattern = (term: string) => `%${likeLiteral(term)}%`
export const startsWithPattern = (term: string) => `${likeLiteral(term)}%`

/** Letters and digits only: safe to hand to PostgreSQL's `to_tsquery` as a prefix lexeme. */
export function rankingLexemes(terms: QueryTerms): string[] {
  return [...terms.indexed, ...terms.short]
    .flatMap((term) => term.split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean)
}
