import { describe, expect, it } from 'vitest'
import { NUTRITION_TITLE_JA } from '@/cms/seed/data/terms'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { buildSpecSheet, type SheetProduct } from './sheet-model'
import { seededProduct } from './test-fixture'
import type { SheetBlock, SpecSheet } from './types'

const SETTINGS: ProductSpecificationSettings = {
  hideImage: false,
  excludedKeys: [],
  disclaimer: null,
}
const DATE = new Date('2026-05-01T12:00:00Z')

const build = (product: SheetProduct, regionId: string, locale: Locale, settings = SETTINGS) =>
  buildSpecSheet(product, { regionId, locale, t: translator(locale) }, settings, DATE)

const sectionOf = (sheet: SpecSheet, heading: string) =>
  sheet.sections.find((section) => section.heading === heading)
const blocksOf = <K extends SheetBlock['kind']>(sheet: SpecSheet, heading: string, kind: K) =>
  (sectionOf(sheet, heading)?.blocks ?? []).filter(
    (block): block is Extract<SheetBlock, { kind: K }> => block.kind === kind,
  )

describe('buildSpecSheet', () => {
  const mozzarella = seededProduct('TF-10024', 'en')

  it("heads the sheet with the product, its brand, SKU and the generated date in the visitor's locale", () => {
    const sheet = build(mozzarella, 'us', 'en')
    expect(sheet).toMatchObject({
      sku: 'TF-10024',
      name: 'Breaded Mozzarella Sticks',
      documentTitle: 'Breaded Mozzarella Sticks specification sheet',
      kicker: 'Specification sheet',
      brand: 'Terrafield Classic',
      skuLine: 'SKU TF-10024',
      generatedOn: 'Generated on May 1, 2026',
    })
    const japanese = build(seededProduct('TF-10024', 'ja-JP'), 'japan', 'ja-JP')
    expect(japanese.name).toBe('モッツァレラスティック')
    expect(japanese.generatedOn).toBe('作成日：2026年5月1日')
  })

  it('has the sections of the product page in its order, then the nutrition label', () => {
    expect(build(mozzarella, 'us', 'en').sections.map((section) => section.heading)).toEqual([
      'Specifications',
      'Ingredients and allergens',
      'Dietary and certifications',
      'K-12 food groups',
      'Shipping and storage',
      'Preparation and cooking',
      'Nutrition Facts',
    ])
  })

  it('formats the values with the helpers of the product page', () => {
    const sheet = build(mozzarella, 'us', 'en')
    expect(blocksOf(sheet, 'Specifications', 'facts')[0]?.rows).toEqual([
      ['Case pack', '4/3 lb'],
      ['Gross weight', '13.4 lb'],
      ['Net weight', '12 lb'],
      ['Country of manufacture', 'United States'],
    ])
    expect(blocksOf(sheet, 'Shipping and storage', 'facts')[0]?.rows).toEqual([
      ['Case dimensions (L × W × H)', '14 × 10 × 9.5 in'],
      ['Case cube (ft³)', '0.77'],
      ['Ti × Hi (cases per layer × layers)', '12 × 8'],
      ['Shelf life', '540 days'],
      ['Storage temperature', '-10°F to 0°F'],
      ['Packaging', 'Poly bag in corrugated case'],
    ])
    expect(blocksOf(sheet, 'Ingredients and allergens', 'text')).toContainEqual({
      kind: 'text',
      label: 'Contains:',
      text: 'Milk, Egg, Wheat',
    })
    expect(blocksOf(sheet, 'K-12 food groups', 'table')[0]?.rows.at(-1)).toEqual({
      name: 'K-12 eligible',
      level: 0,
      values: ['Y'],
    })
    const dietary = blocksOf(sheet, 'Dietary and certifications', 'list')[0]?.items
    expect(dietary).toContain('Vegetarian')
    expect(dietary).not.toContain('Vegan')
  })

  it('lists each preparation method with its steps', () => {
    const steps = blocksOf(build(mozzarella, 'us', 'en'), 'Preparation and cooking', 'steps')
    expect(steps.map((step) => step.title)).toEqual(['Deep fryer', 'Conventional oven'])
    expect(steps[0]?.steps[0]).toBe('Fry from frozen at 350°F (177°C) for 2 minutes.')
  })

  it("follows the region's settings: excluded flags and the disclaimer", () => {
    const sheet = build(mozzarella, 'us', 'en', {
      hideImage: true,
      excludedKeys: ['usa'],
      disclaimer: 'Specifications may vary by region.',
    })
    expect(blocksOf(sheet, 'Specifications', 'list')[0]?.items).toEqual(['Kosher'])
    expect(blocksOf(sheet, 'Specifications', 'text')).toEqual([
      { kind: 'text', text: 'Specifications may vary by region.', note: true },
    ])
  })

  it('uses the nutrition label of the region: US, ANZ, Japan and Korea formats', () => {
    const us = blocksOf(build(mozzarella, 'us', 'en'), 'Nutrition Facts', 'table')[0]
    expect(us?.columns).toEqual(['Nutrient', 'Amount per serving', '% Daily Value*'])
    expect(us?.rows[0]).toEqual({ name: 'Total Fat', level: 0, values: ['14g', '18%'] })
    expect(us?.rows).toContainEqual({
      name: 'Includes 0g Added Sugars',
      level: 2,
      values: [null, '0%'],
    })

    const anz = blocksOf(build(mozzarella, 'au', 'en'), 'Nutrition Information', 'table')[0]
    expect(anz?.columns).toEqual([
      'Nutrient',
      'Average Quantity per Serving',
      'Average Quantity per 100 g',
    ])
    expect(anz?.rows.map((row) => row.name)).toContain('saturated')

    const japan = build(seededProduct('TF-10024', 'ja-JP'), 'japan', 'ja-JP')
    expect(japan.sections.at(-1)?.heading).toBe(NUTRITION_TITLE_JA)
    expect(blocksOf(japan, NUTRITION_TITLE_JA, 'table')[0]?.rows.map((row) => row.name)).toEqual([
      'エネルギー',
      'たんぱく質',
      '脂質',
      '炭水化物',
      '食塩相当量',
    ])

    const korea = build(seededProduct('TF-10015', 'ko-KR'), 'korea', 'ko-KR')
    const koreaTable = blocksOf(korea, korea.sections.at(-1)?.heading ?? '', 'table')[0]
    expect(koreaTable?.rows[0]?.name).toBe('나트륨')
    expect(koreaTable?.rows[0]?.values[1]).toMatch(/%$/)
  })

  it('leaves out what the product does not have', () => {
    const hidden = build({ ...mozzarella, hideNutritionalFactPanel: true }, 'us', 'en')
    expect(hidden.sections.map((section) => section.heading)).not.toContain('Nutrition Facts')
    const empty = Object.fromEntries(
      Object.keys(mozzarella).map((key) => [key, null]),
    ) as unknown as SheetProduct
    const sheet = build({ ...empty, sku: 'TF-1' }, 'us', 'en')
    expect(sheet.sections).toEqual([])
    expect(sheet.name).toBe('TF-1')
    expect(sheet.brand).toBeNull()
  })
})
