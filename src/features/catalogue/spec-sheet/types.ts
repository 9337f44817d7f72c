import type { Locale } from '@/routing/locales'

/** A label and its value, one row of a two-column table. */
export type Fact = readonly [label: string, value: string]

export interface TableRow {
  name: string
  /** Indentation under the row it is part of (saturated fat under total fat). */
  level: number
  values: readonly (string | null)[]
}

/** What a section of the printed sheet holds, in reading order; the PDF draws each kind. */
export type SheetBlock =
  | { kind: 'facts'; rows: readonly Fact[] }
  | { kind: 'text'; text: string; label?: string; note?: boolean }
  | { kind: 'list'; items: readonly string[]; label?: string }
  | { kind: 'steps'; title: string; summary: string | null; steps: readonly string[] }
  | { kind: 'table'; columns: readonly string[]; rows: readonly TableRow[] }

export interface SheetSection {
  heading: string
  blocks: readonly SheetBlock[]
}

/** The specification sheet as text in the visitor's locale, ready to lay out. */
export interface SpecSheet {
  locale: Locale
  sku: string
  name: string
  documentTitle: string
  kicker: string
  brand: string | null
  skuLine: string
  generatedOn: string
  sections: readonly SheetSection[]
}
