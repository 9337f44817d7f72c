import type { Locale } from '@/routing/locales'

export type Fact = readonly [label: string, value: string]

export interface TableRow {
  name: string
  level: number
  values: readonly (string | null)[]
}

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
