/**
 * The CMS base filter: rows `attribute=value[,value…]` separated by `;`, e.g.
 * `categories=fries,sweet-potatoes;brand=terrafield-classic`. Every row must hold; a row holds with
 * any of its values. A number attribute takes a range, `shelfLife=180..` or `caseCube=..1.5`.
 * A row with bad syntax is ignored, never an error: the editor's typo must not break the page.
 */
export interface FilterRow {
  attribute: string
  values: string[]
  min?: number | null
  max?: number | null
}

export const MAX_FILTER_ROWS = 10
export const MAX_ROW_VALUES = 20
const MAX_FILTER_LENGTH = 2000

const ATTRIBUTE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/
const VALUE = /^[^\s;=,*][^;=,]{0,99}$/
const NUMBER = '-?\\d+(?:\\.\\d+)?'
const RANGE = new RegExp(`^(${NUMBER})?\\.\\.(${NUMBER})?$`)

/** `a,b` → ['a', 'b']; null when any value is empty or malformed. */
export function splitValues(text: string): string[] | null {
  const values = [...new Set(text.split(',').map((value) => value.trim()))]
  if (values.length === 0 || values.length > MAX_ROW_VALUES) return null
  return values.every((value) => VALUE.test(value)) ? values : null
}

function parseRow(row: string): FilterRow | null {
  const separator = row.indexOf('=')
  if (separator < 0) return null
  const attribute = row.slice(0, separator).trim()
  const rest = row.slice(separator + 1).trim()
  if (!ATTRIBUTE.test(attribute)) return null
  const range = RANGE.exec(rest)
  if (range) {
    const [, min, max] = range
    if (min === undefined && max === undefined) return null
    return {
      attribute,
      values: [],
      min: min === undefined ? null : Number(min),
      max: max === undefined ? null : Number(max),
    }
  }
  const values = splitValues(rest)
  return values ? { attribute, values } : null
}

export function parseBaseFilter(text: string | null | undefined): FilterRow[] {
  if (typeof text !== 'string' || text.length > MAX_FILTER_LENGTH) return []
  return text
    .split(/[;\n]/)
    .map((row) => row.trim())
    .filter(Boolean)
    .flatMap((row) => parseRow(row) ?? [])
    .slice(0, MAX_FILTER_ROWS)
}
