const LATIN_MARKS = /[\u0300-\u036f]/g

/**
 * The form both the index and every query are compared in: compatibility forms folded (full-width
 * `ＴＦ`), Latin accents dropped (`jalapeño` → `jalapeno`), lower case. Only the combining marks
 * Latin scripts use are dropped, and the text is recomposed, so Hangul syllables and kana voicing
 * marks (`ガ` is not `カ`) stay as they are.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .normalize('NFD')
      .replace(LATIN_MARKS, '')
      .normalize('NFC')
      .toLowerCase()
      // Control characters (NUL included, which PostgreSQL refuses in text) count as spaces.
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim()
  )
}
