import type { ProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { US_AMOUNT_IN_NAME } from '../nutrition/us-rows'
import { nutritionSection } from './nutrition-section'
import { buildSpecSheet, type SheetContext } from './sheet-model'
import type { SheetBlock, SheetSection, TableRow } from './types'

export interface ComparisonRow {
  label: string
  level: number
  values: (string | null)[]
}

export interface ComparisonSection {
  title: string
  rows: ComparisonRow[]
}

export interface ComparisonTable {
  sections: ComparisonSection[]
}

interface Cell {
  key: string
  label: string
  level: number
  value: string
}

interface Part {
  key: string
  title: string
  cells: Cell[]
}

const NO_SETTINGS: ProductSpecificationSettings = {
  hideImage: false,
  excludedKeys: [],
  disclaimer: null,
}
// The sheet's generated date is not part of a comparison.
const ANY_DATE = new Date(0)
const MARK = '\u0000'
const JOIN = ' · '

/** Label and amount of a name that says its amount ("Includes 2g Added Sugars"), so rows of different amounts line up. */
function splitAmount(name: string, t: Translate): { label: string; amount: string } | null {
  for (const key of US_AMOUNT_IN_NAME) {
    const [before = '', after = ''] = t(key, { amount: MARK }).split(MARK)
    if (
      name.length > before.length + after.length &&
      name.startsWith(before) &&
      name.endsWith(after)
    ) {
      return {
        label: t(key, { amount: '…' }),
        amount: name.slice(before.length, name.length - after.length),
      }
    }
  }
  return null
}

const cell = (kind: string, label: string, value: string, level = 0): Cell => ({
  key: `${kind}:${label}`,
  label: label.replace(/\s*[:：]\s*$/, ''),
  level,
  value,
})

function tableRow(row: TableRow, t: Translate): Cell {
  const values = row.values.filter((value): value is string => value !== null)
  const carried = row.values[0] === null ? splitAmount(row.name, t) : null
  if (carried)
    return {
      ...cell('row', carried.label, [carried.amount, ...values].join(JOIN), row.level),
      key: `row:${carried.label}`,
    }
  return cell('row', row.name, values.join(JOIN), row.level)
}

function tableCells(block: Extract<SheetBlock, { kind: 'table' }>, t: Translate): Cell[] {
  const [first = '', ...valueColumns] = block.columns
  // Several values share a cell, so a first row says which is which ("Amount per serving · % Daily Value").
  const head = valueColumns.length > 1 ? [cell('columns', first, valueColumns.join(JOIN))] : []
  return [...head, ...block.rows.map((row) => tableRow(row, t))]
}

function cellsOf(section: SheetSection, t: Translate): Cell[] {
  const cells: Cell[] = []
  let prose: Cell | null = null
  for (const block of section.blocks) {
    if (block.kind === 'facts')
      cells.push(...block.rows.map(([label, value]) => cell('fact', label, value)))
    if (block.kind === 'list')
      cells.push(cell('list', block.label ?? section.heading, block.items.join('\n')))
    if (block.kind === 'steps')
      cells.push(
        cell('steps', block.title, [block.summary, ...block.steps].filter(Boolean).join('\n')),
      )
    if (block.kind === 'table') cells.push(...tableCells(block, t))
    // Footnotes and disclaimers read the same under every product; they are not compared.
    if (block.kind !== 'text' || block.note) continue
    if (block.label) cells.push(cell('text', block.label, block.text))
    else if (prose) prose.value = `${prose.value}\n${block.text}`
    else cells.push((prose = cell('prose', section.heading, block.text)))
  }
  return cells
}

function partsOf(
  product: ProductDetail,
  context: SheetContext,
  settings: ProductSpecificationSettings,
): Part[] {
  // The nutrition heading may be the product's own (Japan), so that section is keyed apart.
  const sheet = buildSpecSheet(
    { ...product, hideNutritionalFactPanel: true },
    context,
    settings,
    ANY_DATE,
  )
  const nutrition = nutritionSection(product, context)
  const part = (key: string, section: SheetSection): Part => ({
    key,
    title: section.heading,
    cells: cellsOf(section, context.t),
  })
  return [
    ...sheet.sections.map((section) => part(`section:${section.heading}`, section)),
    ...(nutrition ? [part('nutrition', nutrition)] : []),
  ]
}

/** Every key of the lists once, each list's keys staying in their order. */
export function mergeOrder(lists: readonly (readonly string[])[]): string[] {
  const merged: string[] = []
  for (const list of lists) {
    let previous = -1
    for (const key of list) {
      const at = merged.indexOf(key)
      if (at === -1) merged.splice(previous + 1, 0, key)
      previous = at === -1 ? previous + 1 : at
    }
  }
  return merged
}

function mergeSection(found: readonly (Part | undefined)[]): ComparisonSection {
  const keys = mergeOrder(found.map((part) => part?.cells.map((entry) => entry.key) ?? []))
  const rows = keys.map((key) => {
    const cells = found.map((part) => part?.cells.find((entry) => entry.key === key))
    const first = cells.find((entry) => entry !== undefined)
    return {
      label: first?.label ?? '',
      level: first?.level ?? 0,
      values: cells.map((entry) => entry?.value || null),
    }
  })
  const title = found.find((part) => part !== undefined)?.title ?? ''
  return { title, rows: rows.filter((row) => row.values.some((value) => value !== null)) }
}

export function buildComparisonRows(
  products: readonly ProductDetail[],
  scope: Pick<ContentScope, 'regionId' | 'locale'>,
  t: Translate,
  settings: ProductSpecificationSettings = NO_SETTINGS,
): ComparisonTable {
  const context: SheetContext = { regionId: scope.regionId, locale: scope.locale, t }
  const parts = products.map((product) => partsOf(product, context, settings))
  const keys = mergeOrder(parts.map((list) => list.map((part) => part.key)))
  const sections = keys.map((key) =>
    mergeSection(parts.map((list) => list.find((part) => part.key === key))),
  )
  return { sections: sections.filter((section) => section.rows.length > 0) }
}
