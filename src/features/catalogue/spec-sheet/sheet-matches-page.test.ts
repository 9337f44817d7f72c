import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { NutritionPanel } from '../nutrition/nutrition-panel'
import {
  DietaryFlags,
  Ingredients,
  K12,
  Preparation,
  ShippingStorage,
  Specifications,
} from '../specifications'
import type { SectionContext, SectionProps } from '../specifications/types'
import { nutritionSection } from './nutrition-section'
import { buildSpecSheet, type SheetProduct } from './sheet-model'
import { seededProduct } from './test-fixture'
import type { SheetSection } from './types'

const SETTINGS = { hideImage: false, excludedKeys: [], disclaimer: null }
// The seeded fixture has none, and they are a table of their own.
const PREPARATION_FACTS = {
  preparationMethodType: { name: 'Deep fryer' },
  preparationTime: '2 min',
  preparationTemperature: '350°F',
}

/** What the page says: the text, without what is drawn for the eye alone. */
const said = (html: string) =>
  html
    .replace(/<span aria-hidden="true">.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()

const heading = (html: string) => said(/<h2[^>]*>(.*?)<\/h2>/.exec(html)?.[1] ?? '')

/** The page's table rows as cell text; a cell spanning n columns is followed by n - 1 blanks. */
const pageRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd]([^>]*)>(.*?)<\/t[hd]>/g)].flatMap(([, attributes = '', cell = '']) => {
      const span = Number(/colSpan="(\d+)"/.exec(attributes)?.[1] ?? 1)
      return [said(cell), ...Array<string>(span - 1).fill('')]
    }),
  )

/** The sheet's tables and facts laid out as the page's rows. */
const sheetRows = (section: SheetSection | null) =>
  (section?.blocks ?? []).flatMap((block) => {
    if (block.kind === 'facts') return block.rows.map((fact) => [...fact])
    if (block.kind !== 'table') return []
    return [
      [...block.columns],
      ...block.rows.map((row) => [row.name, ...row.values.map((value) => value ?? '')]),
    ]
  })

const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToStaticMarkup(createElement(component, props))

/** The product page's specification sections in page order (product-sections.tsx), leaving out empty ones. */
const pageSections = (product: SheetProduct, context: SectionContext) =>
  [
    render(Specifications, { product, context, settings: SETTINGS }),
    ...[Ingredients, DietaryFlags, K12, ShippingStorage, Preparation].map((section) =>
      render<SectionProps>(section, { product, context }),
    ),
  ].filter(Boolean)

describe('the specification sheet says what the product page says', () => {
  it.each([
    ['us', 'en'],
    ['au', 'en'],
    ['mexico', 'es'],
    ['br', 'pt-BR'],
    ['china', 'zh'],
    ['japan', 'ja-JP'],
    ['korea', 'ko-KR'],
  ] as const)('in the nutrition label of %s (%s)', (regionId: string, locale: Locale) => {
    const t = translator(locale)
    for (const { sku } of PRODUCTS) {
      const product = seededProduct(sku, locale)
      const html = render(NutritionPanel, { product, regionId, locale, t })
      const section = nutritionSection(product, { regionId, locale, t })
      expect(pageRows(html).length, sku).toBeGreaterThan(1)
      expect([section?.heading, sheetRows(section)], sku).toEqual([heading(html), pageRows(html)])
    }
  })

  it.each([
    ['us', 'en'],
    ['mexico', 'es'],
  ] as const)('in the servings lines of %s (%s)', (regionId: string, locale: Locale) => {
    const t = translator(locale)
    for (const { sku } of PRODUCTS) {
      const seeded = seededProduct(sku, locale)
      if (!seeded.nutritionUs) throw new Error(`${sku} has no US label`)
      // A household measure without its grams gets the weight added, on the page and on the sheet.
      const product = {
        ...seeded,
        nutritionUs: {
          ...seeded.nutritionUs,
          householdServingSize: '1 cup',
          servingSizeGrams: 240,
        },
      }
      const page = said(render(NutritionPanel, { product, regionId, locale, t }))
      const lines = (nutritionSection(product, { regionId, locale, t })?.blocks ?? []).flatMap(
        (block) => (block.kind === 'text' && !block.note ? [block] : []),
      )
      expect(lines[1], sku).toMatchObject({ text: '1 cup (240g)' })
      for (const { label, text } of lines)
        expect(page, sku).toContain(label ? `${label} ${text}` : text)
    }
  })

  it.each([
    ['us', 'en'],
    ['br', 'pt-BR'],
    ['korea', 'ko-KR'],
  ] as const)('in the specification sections of %s (%s)', (regionId: string, locale: Locale) => {
    const context = { regionId, locale, t: translator(locale) }
    for (const { sku } of PRODUCTS) {
      const product = {
        ...seededProduct(sku, locale),
        ...PREPARATION_FACTS,
        hideNutritionalFactPanel: true,
      }
      const page = pageSections(product, context)
      const sheet = buildSpecSheet(product, context, SETTINGS, new Date(0))
      expect(page.length, sku).toBeGreaterThan(3)
      expect(
        sheet.sections.map((section) => [section.heading, sheetRows(section)]),
        sku,
      ).toEqual(page.map((html) => [heading(html), pageRows(html)]))
    }
  })
})
