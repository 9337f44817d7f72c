import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { NUTRITION_TITLE_JA } from '@/cms/seed/data/terms'
import { anzPanel, japanPanel, koreaPanel, type Panel, usPanel } from '@/cms/seed/nutrition'
import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { NutritionPanel } from './nutrition-panel'

const seeded = PRODUCTS.find((product) => product.sku === 'TF-10024')
if (!seeded) throw new Error('seed product TF-10024 is missing')
const n = seeded.nutrition

/** The four panels exactly as the seed stores them for this product (catalogue.ts). */
const us: Panel = {
  ...usPanel(n, seeded.ingredients.en),
  householdServingSize: n.householdServingSize.en,
}
const anz = anzPanel(n)
const japan = japanPanel(n, NUTRITION_TITLE_JA, seeded.ingredients['ja-JP'])
const korea = koreaPanel(n)

type Overrides = { [K in keyof ProductNutritionFieldsFragment]?: unknown }

const product = (overrides: Overrides = {}) =>
  ({
    hideNutritionalFactPanel: false,
    nutritionUs: us,
    nutritionAnz: anz,
    nutritionJapan: japan,
    nutritionKorea: korea,
    ...overrides,
  }) as ProductNutritionFieldsFragment

const render = (regionId: string, locale?: Locale, overrides?: Overrides) =>
  renderToStaticMarkup(
    createElement(NutritionPanel, {
      product: product(overrides),
      regionId,
      t: translator(locale ?? 'en'),
      locale,
    }),
  )

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()

/** Each table row as the text of its cells. */
const rows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => plain(cell[1] ?? '')),
  )

const en = new Intl.NumberFormat('en')
const num = (key: string, panel: Panel) => en.format(Number(panel[key]))
const amount = (name: string, panel: Panel, separator = '') =>
  `${num(`${name}Amount`, panel)}${separator}${panel[`${name}Unit`]}`
const dv = (name: string, panel: Panel) => `${panel[`${name}DailyValue`]}%`

describe('NutritionPanel', () => {
  it('shows the US Nutrition Facts label with the seeded amounts and % Daily Values', () => {
    const html = render('us', 'en')
    const heading = html.match(/<h2 id="([^"]+)"[^>]*>Nutrition Facts<\/h2>/)
    expect(heading).not.toBeNull()
    expect(html).toMatch(new RegExp(`^<section [^>]*aria-labelledby="${heading?.[1]}"`))
    expect(html).toMatch(new RegExp(`<table [^>]*aria-labelledby="${heading?.[1]}"`))
    expect(plain(html)).toContain(`${n.servingsPerCase} servings per container`)
    expect(plain(html)).toContain(`Serving size ${n.householdServingSize.en}`)
    expect(plain(html)).not.toContain(`${n.householdServingSize.en} (`)
    expect(plain(html)).toContain(`Amount per servingCalories ${n.calories}`)
    expect(rows(html)).toEqual([
      ['Nutrient', 'Amount per serving', '% Daily Value*'],
      ['Total Fat', amount('totalFat', us), dv('totalFat', us)],
      ['Saturated Fat', amount('saturatedFat', us), dv('saturatedFat', us)],
      ['Trans Fat', amount('transFat', us), ''],
      ['Cholesterol', amount('cholesterol', us), dv('cholesterol', us)],
      ['Sodium', amount('sodium', us), dv('sodium', us)],
      ['Total Carbohydrate', amount('totalCarbohydrate', us), dv('totalCarbohydrate', us)],
      ['Dietary Fiber', amount('dietaryFiber', us), dv('dietaryFiber', us)],
      ['Total Sugars', amount('totalSugars', us), ''],
      [`Includes ${amount('addedSugar', us)} Added Sugars`, dv('addedSugar', us)],
      ['Protein', amount('protein', us), ''],
      ['Vitamin D', amount('vitaminD', us), dv('vitaminD', us)],
      ['Calcium', amount('calcium', us), dv('calcium', us)],
      ['Iron', amount('iron', us), dv('iron', us)],
      ['Potassium', amount('potassium', us), dv('potassium', us)],
    ])
    expect(plain(html)).toContain('2,000 calories a day is used for general nutrition advice.')
  })

  it('marks row headers and indents sub-nutrients under their nutrient', () => {
    const html = render('us', 'en')
    const header = (name: string) =>
      html.match(new RegExp(`<th scope="row"[^>]*class="([^"]*)"[^>]*>${name}</th>`))?.[1]
    expect(header('Total Fat')).toMatch(/level0/)
    expect(header('Saturated Fat')).toMatch(/level1/)
    expect(header('Dietary Fiber')).toMatch(/level1/)
    expect(html).toMatch(/<th scope="row" colSpan="2" class="[^"]*level2[^"]*">Includes/)
    expect(html.match(/<th scope="col"/g)).toHaveLength(3)
  })

  it('uses the US style in every region of that convention, in the page language', () => {
    expect(rows(render('br', 'pt-BR'))).toContainEqual(['Vitamina D', '0,1mcg', '1%'])
    expect(rows(render('mexico', 'es'))).toContainEqual(['Vitamina D', '0.1mcg', '1%'])
    expect(render('china', 'zh')).toContain('>营养成分表</h2>')
    expect(render('india', 'en')).toContain('>Nutrition Facts</h2>')
  })

  it('formats numbers for the region locale when no page locale is given', () => {
    const html = renderToStaticMarkup(
      createElement(NutritionPanel, { product: product(), regionId: 'br', t: translator('pt-BR') }),
    )
    expect(rows(html)).toContainEqual(['Vitamina D', '0,1mcg', '1%'])
  })

  it('shows the ANZ Nutrition Information panel per serving and per 100 g', () => {
    const html = render('au', 'en')
    expect(html).toContain('>Nutrition Information</h2>')
    expect(plain(html)).toContain(`Servings per package: ${n.servingsPerCase}`)
    expect(plain(html)).toContain(`Serving size: ${anz.servingSize}`)
    const cells = (name: string) =>
      [num(`${name}PerServing`, anz), num(`${name}Per100g`, anz)].map(
        (value) => `${value} ${anz[`${name}Unit`]}`,
      )
    expect(rows(html)).toEqual([
      ['Nutrient', 'Average Quantity per Serving', 'Average Quantity per 100 g'],
      ['Energy', ...cells('energy')],
      ['Protein', ...cells('protein')],
      ['Fat, total', ...cells('totalFat')],
      ['– saturated', ...cells('saturatedFat')],
      ['Carbohydrate', ...cells('carbohydrateTotal')],
      ['– sugars', ...cells('carbohydrateSugars')],
      ['Dietary fibre', ...cells('dietaryFiber')],
      ['Sodium', ...cells('sodium')],
    ])
    expect(html).toContain('<span aria-hidden="true">– </span>saturated</th>')
    expect(render('nz', 'en')).toContain('>Nutrition Information</h2>')
  })

  it('shows the Japanese panel with the CMS title, the five values and the ingredients', () => {
    const html = render('japan', 'ja-JP')
    expect(html).toContain(`>${NUTRITION_TITLE_JA}</h2>`)
    expect(rows(html)).toEqual([
      ['栄養成分', '含有量'],
      ['エネルギー', amount('energy', japan)],
      ['たんぱく質', amount('protein', japan)],
      ['脂質', amount('fat', japan)],
      ['炭水化物', amount('carbs', japan)],
      ['食塩相当量', amount('salt', japan)],
    ])
    expect(plain(html)).toContain(`原材料名 ${seeded.ingredients['ja-JP']}`)
    expect(rows(render('japan', 'en'))).toContainEqual(['Salt equivalent', amount('salt', japan)])
  })

  it('falls back to the translated title when the CMS has none', () => {
    expect(render('japan', 'ja-JP', { nutritionJapan: { ...japan, title: '  ' } })).toContain(
      '>栄養成分表示</h2>',
    )
  })

  it('shows the Korean panel with total amount, energy and % of daily reference values', () => {
    const html = render('korea', 'ko-KR')
    expect(html).toContain('>영양정보</h2>')
    expect(plain(html)).toContain(`총 내용량 ${amount('totalAmount', korea)}`)
    expect(plain(html)).toContain(`열량 ${amount('energy', korea)}`)
    expect(rows(html)).toEqual([
      ['영양성분', '총 내용량당', '1일 영양성분 기준치에 대한 비율'],
      ['나트륨', amount('sodium', korea), dv('sodium', korea)],
      ['탄수화물', amount('carbs', korea), dv('carbs', korea)],
      ['당류', amount('sugars', korea), dv('sugars', korea)],
      ['지방', amount('lipid', korea), dv('lipid', korea)],
      ['트랜스지방', amount('transFat', korea), ''],
      ['포화지방', amount('saturatedFat', korea), dv('saturatedFat', korea)],
      ['콜레스테롤', amount('cholesterol', korea), dv('cholesterol', korea)],
      ['단백질', amount('protein', korea), dv('protein', korea)],
    ])
    expect(plain(html)).toContain('2,000kcal 기준')
  })

  it('leaves out rows whose stored amount is missing, negative or not a number', () => {
    const html = render('us', 'en', {
      nutritionUs: {
        ...us,
        totalFatAmount: null,
        sodiumAmount: -5,
        calciumAmount: 'lots',
        ironDailyValue: Number.NaN,
        proteinUnit: null,
        calories: undefined,
      },
    })
    const names = rows(html).map((row) => row[0])
    expect(names).not.toContain('Total Fat')
    expect(names).not.toContain('Sodium')
    expect(names).not.toContain('Calcium')
    expect(names).toContain('Saturated Fat')
    expect(rows(html)).toContainEqual(['Iron', amount('iron', us), ''])
    expect(rows(html)).toContainEqual(['Protein', num('proteinAmount', us), ''])
    expect(html).not.toContain('Calories')
    expect(html).not.toMatch(/undefined|NaN|null/)
  })

  it('renders nothing when the product hides its panel', () => {
    expect(render('us', 'en', { hideNutritionalFactPanel: true })).toBe('')
    expect(render('korea', 'ko-KR', { hideNutritionalFactPanel: true })).toBe('')
  })

  it("renders nothing when the region's panel holds no values, whatever the other panels hold", () => {
    expect(render('us', 'en', { nutritionUs: null })).toBe('')
    expect(
      render('au', 'en', {
        nutritionAnz: { servingSize: '85 g', servingsPerPackage: 10, energyUnit: 'kJ' },
      }),
    ).toBe('')
    expect(
      render('japan', 'ja-JP', {
        nutritionJapan: { title: NUTRITION_TITLE_JA, ingredients: 'じゃがいも', saltAmount: -1 },
      }),
    ).toBe('')
    expect(
      render('korea', 'ko-KR', { nutritionKorea: { totalAmountAmount: 85, totalAmountUnit: 'g' } }),
    ).toBe('')
    expect(
      render('mexico', 'es', { nutritionAnz: null, nutritionJapan: null, nutritionKorea: null }),
    ).toContain('Datos de Nutrición')
  })
})
