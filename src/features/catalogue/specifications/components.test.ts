import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import { translator } from '@/i18n/translate'
import { DIETARY_FLAG_LABELS, K12_CLASS_LABELS } from './flags'
import {
  DietaryFlags,
  Ingredients,
  K12,
  Preparation,
  ShippingStorage,
  Specifications,
} from './index'
import type { SectionContext, SpecificationsProduct } from './types'

const none = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>
const dietaryNames = Object.keys(DIETARY_FLAG_LABELS) as (keyof typeof DIETARY_FLAG_LABELS)[]
const k12Names = Object.keys(K12_CLASS_LABELS) as (keyof typeof K12_CLASS_LABELS)[]
const icon = (id: number, alt: string) => ({
  id,
  url: `/media/icon-${id}.png`,
  alt,
  width: 96,
  height: 96,
})

/** A product shaped like the seeded breaded mozzarella sticks (TF-10024). */
const PRODUCT: SpecificationsProduct = {
  casePackDescription: '4/3 lb',
  grossWeight: '13.4 lb',
  netWeight: '12 lb',
  manufactureCountry: 'United States',
  k12Flag: true,
  showK12Sheet: true,
  specificationFlags: [
    {
      id: 'f1',
      title: 'Kosher',
      key: 'kosher',
      hideIconTitle: true,
      icon: icon(1, 'Kosher symbol'),
    },
    { id: 'f2', title: 'Made in USA', key: 'usa', hideIconTitle: false, icon: null },
    { id: 'f3', title: 'Halal', key: 'halal', hideIconTitle: false, icon: icon(2, 'Halal symbol') },
  ],
  ingredients:
    'Mozzarella cheese (milk), bread crumbs (wheat flour, yeast, salt), dried egg whites.',
  contains: 'Milk, Egg, Wheat',
  ingredientDisclaimerText: 'Formulas change; always read the label on the case.',
  ingredientDisclaimerLink: {
    slug: 'allergens',
    title: 'Allergen policy',
    path: 'about-us/allergens',
  },
  dietaryFlags: { ...none(dietaryNames), vegetarian: true, kosher: true, k12: true, vegan: false },
  k12: { ...none(k12Names), meatAlternate: 1, grains: 1 },
  length: 14,
  lengthUnit: 'in',
  width: 10,
  widthUnit: 'in',
  height: 9.5,
  heightUnit: 'in',
  caseCube: 0.77,
  tixHi: '12x8',
  shelfLife: 540,
  storageTempLow: -10,
  storageTempHigh: 0,
  storageTempUoM: 'F',
  packagingCategory: 'Poly bag in corrugated case',
  preparationDescription: 'Cook from frozen; do not thaw.',
  preparationMethodType: { name: 'Deep fryer' },
  preparationTime: '2 min',
  preparationTemperature: '350°F',
  preparationInstructions: [
    {
      id: 'p1',
      methodName: 'Deep fryer',
      description: '350°F · 2 min',
      icon: icon(3, 'Fryer'),
      bullets: [
        { id: 'b1', text: 'Fry from frozen at 350°F (177°C) for 2 minutes.' },
        { id: 'b2', text: 'Drain well and serve immediately.' },
      ],
    },
    {
      id: 'p2',
      methodName: 'Conventional oven',
      description: null,
      icon: null,
      bullets: [{ id: 'b3', text: 'Bake for 8 minutes.' }],
    },
  ],
}

const EMPTY: SpecificationsProduct = Object.fromEntries(
  Object.keys(PRODUCT).map((key) => [key, null]),
) as unknown as SpecificationsProduct

const SETTINGS: ProductSpecificationSettings = {
  hideImage: false,
  excludedKeys: [],
  disclaimer: null,
}
const context = (locale: SectionContext['locale'] = 'en', regionId = 'us'): SectionContext => ({
  regionId,
  locale,
  t: translator(locale),
})

const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToStaticMarkup(createElement(component, props))
const rows = (html: string) =>
  [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((match) => [
    match[1],
    match[2],
  ])
const section = (html: string) =>
  /^<section id="([^"]+)" aria-labelledby="\1-heading"[^>]*><h2 id="\1-heading"[^>]*>([^<]+)<\/h2>/.exec(
    html,
  )?.[2]

describe('Specifications', () => {
  it('is a section named by its heading with the case pack, weights and country', () => {
    const html = render(Specifications, {
      product: PRODUCT,
      context: context(),
      settings: SETTINGS,
    })
    expect(section(html)).toBe('Specifications')
    expect(rows(html)).toEqual([
      ['Case pack', '4/3 lb'],
      ['Gross weight', '13.4 lb'],
      ['Net weight', '12 lb'],
      ['Country of manufacture', 'United States'],
    ])
  })

  it('lists the flags with decorative icons, hiding a title only where its icon shows', () => {
    const html = render(Specifications, {
      product: PRODUCT,
      context: context(),
      settings: SETTINGS,
    })
    expect(html).toContain('aria-label="Product features"')
    expect(html.match(/<li[^>]*>.*?<\/li>/g)).toHaveLength(3)
    expect(html).toMatch(
      /<span class="[^"]*flagIcon[^"]*" aria-hidden="true">.*?<\/span><span class="visually-hidden">Kosher<\/span>/,
    )
    expect(html).toMatch(/<span class="[^"]*flagTitle[^"]*">Made in USA<\/span>/)
    expect(html).toMatch(/<span class="[^"]*flagTitle[^"]*">Halal<\/span>/)
  })

  it('follows the region settings: no icons, excluded keys, the disclaimer', () => {
    const settings = {
      hideImage: true,
      excludedKeys: ['halal'],
      disclaimer: 'Specifications may vary by region.',
    }
    const html = render(Specifications, { product: PRODUCT, context: context(), settings })
    expect(html).not.toContain('<img')
    expect(html).not.toContain('Halal')
    expect(html).toMatch(/<span class="[^"]*flagTitle[^"]*">Kosher<\/span>/)
    expect(html).toContain('Specifications may vary by region.</p>')
  })

  it('renders nothing without data, even with a disclaimer', () => {
    expect(
      render(Specifications, {
        product: EMPTY,
        context: context(),
        settings: { ...SETTINGS, disclaimer: 'x' },
      }),
    ).toBe('')
  })
})

describe('Ingredients', () => {
  it('shows the statement, the allergens and the disclaimer linked to its page', () => {
    const html = render(Ingredients, { product: PRODUCT, context: context() })
    expect(section(html)).toBe('Ingredients and allergens')
    expect(html).toContain('Mozzarella cheese (milk), bread crumbs')
    expect(html).toContain('<strong>Contains:</strong> Milk, Egg, Wheat</p>')
    expect(html).toMatch(
      /Formulas change; always read the label on the case\. <a href="\/about-us\/allergens">Allergen policy<\/a>/,
    )
  })

  it('builds the link in the region and uses the Spanish copy', () => {
    const html = render(Ingredients, {
      product: { ...PRODUCT, contains: 'Leche, Huevo, Trigo' },
      context: context('es', 'mexico'),
    })
    expect(section(html)).toBe('Ingredientes y alérgenos')
    expect(html).toContain('<strong>Contiene:</strong> Leche, Huevo, Trigo')
    expect(html).toContain('href="/mexico/about-us/allergens"')
  })

  it('renders nothing without ingredients, allergens or disclaimer', () => {
    expect(render(Ingredients, { product: EMPTY, context: context() })).toBe('')
  })
})

describe('DietaryFlags', () => {
  it('lists the true flags only', () => {
    const html = render(DietaryFlags, { product: PRODUCT, context: context() })
    expect(section(html)).toBe('Dietary and certifications')
    expect([...html.matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((match) => match[1])).toEqual([
      'Vegetarian',
      'Kosher',
      'K-12 school meals',
    ])
  })

  it('renders nothing when no flag holds', () => {
    expect(
      render(DietaryFlags, {
        product: { ...PRODUCT, dietaryFlags: { ...none(dietaryNames), vegan: false } },
        context: context(),
      }),
    ).toBe('')
  })
})

describe('K12', () => {
  it('tabulates the food-group values and the K-12 yes/no', () => {
    const html = render(K12, { product: PRODUCT, context: context() })
    expect(section(html)).toBe('K-12 food groups')
    expect(html).toContain('<th scope="col">Food group</th><th scope="col">Contribution</th>')
    expect(rows(html)).toEqual([
      ['Meat/meat alternate', '1'],
      ['Grains', '1'],
      ['K-12 eligible', 'Y'],
    ])
    expect(
      rows(render(K12, { product: { ...PRODUCT, k12Flag: false }, context: context() })).at(-1),
    ).toEqual(['K-12 eligible', 'N'])
  })

  it('renders nothing unless the product shows its K-12 sheet', () => {
    expect(render(K12, { product: { ...PRODUCT, showK12Sheet: false }, context: context() })).toBe(
      '',
    )
  })
})

describe('ShippingStorage', () => {
  it('formats dimensions, cube, pallet pattern, shelf life, temperature range and packaging', () => {
    const html = render(ShippingStorage, { product: PRODUCT, context: context() })
    expect(section(html)).toBe('Shipping and storage')
    expect(rows(html)).toEqual([
      ['Case dimensions (L × W × H)', '14 × 10 × 9.5 in'],
      ['Case cube (ft³)', '0.77'],
      ['Ti × Hi (cases per layer × layers)', '12 × 8'],
      ['Shelf life', '540 days'],
      ['Storage temperature', '-10°F to 0°F'],
      ['Packaging', 'Poly bag in corrugated case'],
    ])
  })

  it('writes numbers and the range the locale’s way', () => {
    const html = render(ShippingStorage, { product: PRODUCT, context: context('pt-BR', 'br') })
    expect(rows(html)).toContainEqual([
      'Dimensões da caixa (comprimento × largura × altura)',
      '14 × 10 × 9,5 in',
    ])
    expect(rows(html)).toContainEqual(['Temperatura de armazenamento', '-10°F a 0°F'])
  })

  it('renders nothing without data', () => {
    expect(render(ShippingStorage, { product: EMPTY, context: context() })).toBe('')
  })
})

describe('Preparation', () => {
  it('shows the overview, then each method with its icon, summary and steps', () => {
    const html = render(Preparation, { product: PRODUCT, context: context() })
    expect(section(html)).toBe('Preparation and cooking')
    expect(html).toContain('<p>Cook from frozen; do not thaw.</p>')
    expect(rows(html)).toEqual([
      ['Preparation method', 'Deep fryer'],
      ['Preparation time', '2 min'],
      ['Cooking temperature', '350°F'],
    ])
    expect(html).toContain('aria-label="Cooking instructions"')
    expect(
      [
        ...html.matchAll(
          /<h3[^>]*>(?:<span[^>]*aria-hidden="true">.*?<\/span><\/span>)?([^<]+)<\/h3>/g,
        ),
      ].map((match) => match[1]),
    ).toEqual(['Deep fryer', 'Conventional oven'])
    expect(html).toContain(
      '<li>Fry from frozen at 350°F (177°C) for 2 minutes.</li><li>Drain well and serve immediately.</li>',
    )
    expect(html).toContain('350°F · 2 min</p>')
  })

  it('shows at most 8 methods', () => {
    const step = PRODUCT.preparationInstructions?.[1]
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...step,
      id: `s${index}`,
      methodName: `Method ${index}`,
    }))
    const html = render(Preparation, {
      product: {
        ...PRODUCT,
        preparationInstructions: many as SpecificationsProduct['preparationInstructions'],
      },
      context: context(),
    })
    expect(html.match(/<h3/g)).toHaveLength(8)
  })

  it('renders nothing without data', () => {
    expect(render(Preparation, { product: EMPTY, context: context() })).toBe('')
  })
})
