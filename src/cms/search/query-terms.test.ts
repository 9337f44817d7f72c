import { describe, expect, it } from 'vitest'
import { normalizeForSearch } from './normalize'
import {
  containsPattern,
  ftsPhrase,
  MAX_QUERY_TERMS,
  queryTerms,
  rankingLexemes,
  startsWithPattern,
} from './query-terms'

describe('normalizeForSearch', () => {
  it('drops Latin accents and case, folds full-width forms', () => {
    expect(normalizeForSearch('Jalapeño  CRÈME brûlée')).toBe('jalapeno creme brulee')
    expect(normalizeForSearch('ＴＦ－１０００１')).toBe('tf-10001')
  })

  it('keeps Hangul syllables and kana voicing marks whole', () => {
    expect(normalizeForSearch('어니언링')).toBe('어니언링')
    expect(normalizeForSearch('ガーリック')).toBe('ガーリック')
    expect(normalizeForSearch('ガ')).not.toBe(normalizeForSearch('カ'))
  })
})

describe('queryTerms', () => {
  it('splits on spaces and punctuation but keeps SKUs whole', () => {
    expect(queryTerms('Onion, rings TF-10001')).toEqual({
      phrase: 'onion, rings tf-10001',
      indexed: ['onion', 'rings', 'tf-10001'],
      short: [],
    })
  })

  it('sets one- and two-character terms apart for the scan', () => {
    expect(queryTerms('양파 fries')).toMatchObject({ indexed: ['fries'], short: ['양파'] })
  })

  it('bounds the number of terms and the length of the query', () => {
    const many = queryTerms(Array.from({ length: 40 }, (_, i) => `term${i}`).join(' '))
    expect(many.indexed.length + many.short.length).toBeLessThanOrEqual(MAX_QUERY_TERMS)
    expect(queryTerms('x'.repeat(2000)).phrase.length).toBe(100)
  })

  it('has no terms for blank input', () => {
    expect(queryTerms('   ')).toEqual({ phrase: '', indexed: [], short: [] })
  })
})

describe('query syntax stays text', () => {
  it('quotes FTS5 phrases, doubling quotes', () => {
    expect(ftsPhrase('a"b')).toBe('"a""b"')
    expect(ftsPhrase('NEAR(')).toBe('"NEAR("')
  })

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(startsWithPattern('a%')).toBe('a\\%%')
  })

  it('hands only letters and digits to the PostgreSQL ranking', () => {
    const lexemes = rankingLexemes(queryTerms("' OR 1=1 -- fries:* & !x"))
    expect(lexemes).toEqual(expect.arrayContaining(['or', '1', 'fries']))
    for (const lexeme of lexemes) expect(lexeme).toMatch(/^[\p{L}\p{N}]+$/u)
  })
})
