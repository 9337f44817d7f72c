import { describe, expect, it } from 'vitest'
import { NUTRITION_TITLE_JA } from '@/cms/seed/data/terms'
import type { ProductDetail } from '@/content/products'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { buildComparisonRows, mergeOrder } from './comparison-rows'
import type { SheetProduct } from './sheet-model'
import { seededProduct } from './test-fixture'

const asDetail = (product: SheetProduct) => product as unknown as ProductDetail
const seeded = (skus: string[], locale: Locale = 'en') =>
  skus.map((sku) => asDetail(seededProduct(sku, locale)))

const compare = (products: ProductDetail[], regionId = 'us', locale: Locale = 'en') =>
  buildComparisonRows(products, { regionId, locale }, translator(locale))

const section = (table: ReturnType<typeof compare>, title: string) =>
  table.sections.find((entry) => entry.title === title)
const row = (table: ReturnType<typeof compare>, title: string, label: string) =>
  section(table, title)?.rows.find((entry) => entry.label === label)

describe('buildComparisonRows', () => {
  it('words the rows as the specification sheet does, one value per product in the order given', () => {
    const table = compare(seeded(['TF-10001', 'TF-10024', 'TF-10003']))
    expect(table.sections.map((entry) => entry.title)).toEqual([
      'Specifications',
      'Ingredients and allergens',
      'Dietary and certifications',
      'K-12 food groups',
      'Shipping and storage',
      'Preparation and cooking',
      'Nutrition Facts',
    ])
    expect(row(table, 'Specifications', 'Case pack')?.values).toEqual([
      '6/5 lb',
      '4/3 lb',
      '6/5 lb',
    ])
    expect(row(table, 'Shipping and storage', 'Case dimensions (L × W × H)')?.values[1]).toBe(
      '14 × 10 × 9.5 in',
    )
    expect(row(table, 'Ingredients and allergens', 'Contains')?.values).toEqual([
      null,
      'Milk, Egg, Wheat',
      null,
    ])
    expect(
      row(table, 'Preparation and cooking', 'Air fryer')?.values.map((value) => value !== null),
    ).toEqual([true, false, false])
  })

  it('puts each nutrient on one row in the US format, amounts with their daily value', () => {
    const table = compare(seeded(['TF-10001', 'TF-10024']))
    expect(row(table, 'Nutrition Facts', 'Nutrient')?.values).toEqual([
      'Amount per serving · % Daily Value*',
      'Amount per serving · % Daily Value*',
    ])
    expect(row(table, 'Nutrition Facts', 'Total Fat')).toEqual({
      label: 'Total Fat',
      level: 0,
      values: ['5g · 6%', '14g · 18%'],
    })
    expect(row(table, 'Nutrition Facts', 'Saturated Fat')?.level).toBe(1)
  })

  it('lines up nutrients whose name carries the amount', () => {
    const [first, second] = seeded(['TF-10001', 'TF-10024'])
    const sweeter = {
      ...second,
      nutritionUs: { ...second?.nutritionUs, addedSugarAmount: 2, addedSugarDailyValue: 4 },
    }
    const table = compare([first, sweeter] as ProductDetail[])
    const sugars = section(table, 'Nutrition Facts')?.rows.filter((entry) =>
      entry.label.includes('Added Sugars'),
    )
    expect(sugars).toEqual([
      { label: 'Includes … Added Sugars', level: 2, values: ['0g · 0%', '2g · 4%'] },
    ])
  })

  it("uses the region's nutrition format and the locale's numbers", () => {
    const anz = compare(seeded(['TF-10001']), 'au')
    expect(row(anz, 'Nutrition Information', 'Energy')?.values).toEqual(['543.9 kJ · 639.9 kJ'])
    const japan = compare(seeded(['TF-10001', 'TF-10024'], 'ja-JP'), 'japan', 'ja-JP')
    expect(section(japan, NUTRITION_TITLE_JA)?.rows.map((entry) => entry.label)).toEqual([
      'エネルギー',
      'たんぱく質',
      '脂質',
      '炭水化物',
      '食塩相当量',
      '原材料名',
    ])
    const argentina = compare(seeded(['TF-10001'], 'es-AR'), 'ar', 'es-AR')
    const iron = argentina.sections
      .flatMap((entry) => entry.rows)
      .find((entry) => entry.label === 'Hierro')
    expect(iron?.values).toEqual(['0,5mg · 3%'])
  })

  it('drops rows and sections where every product is empty, and keeps the sheet order when one has more', () => {
    const [fries, sticks] = seeded(['TF-10001', 'TF-10024'])
    const bare = {
      ...fries,
      manufactureCountry: null,
      ingredients: null,
      contains: null,
      ingredientDisclaimerText: null,
    } as ProductDetail
    const table = compare([bare, { ...sticks, manufactureCountry: '  ' } as ProductDetail])
    expect(row(table, 'Specifications', 'Country of manufacture')).toBeUndefined()
    expect(table.sections.map((entry) => entry.title).slice(0, 2)).toEqual([
      'Specifications',
      'Ingredients and allergens',
    ])
    expect(
      row(table, 'Ingredients and allergens', 'Ingredients and allergens')?.values[0],
    ).toBeNull()
    const onlyBare = compare([bare, bare])
    expect(section(onlyBare, 'Ingredients and allergens')).toBeUndefined()
    expect(
      section(
        compare([{ ...fries, hideNutritionalFactPanel: true } as ProductDetail]),
        'Nutrition Facts',
      ),
    ).toBeUndefined()
  })

  it('is empty without products', () => {
    expect(compare([])).toEqual({ sections: [] })
  })
})

describe('mergeOrder', () => {
  it('keeps every list in its order', () => {
    const lists = [
      ['a', 'd'],
      ['a', 'b', 'd'],
      ['c', 'd', 'e'],
    ]
    const merged = mergeOrder(lists)
    expect([...merged].sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
    for (const list of lists) expect(merged.filter((key) => list.includes(key))).toEqual(list)
    expect(mergeOrder([['d'], ['b', 'd']])).toEqual(['b', 'd'])
    expect(mergeOrder([])).toEqual([])
  })
})
