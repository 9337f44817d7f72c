import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import {
  K12_COLUMNS,
  k12Facts,
  preparationFacts,
  shippingFacts,
  specificationFacts,
} from '../specifications/facts'
import { trueDietaryFlags, visibleSpecificationFlags } from '../specifications/flags'
import { text } from '../specifications/format'
import { shownPreparationMethods } from '../specifications/preparation-methods'
import type { SpecificationsProduct } from '../specifications/types'
import { formatDate } from '@/i18n/format'
import { nutritionSection } from './nutrition-section'
import type { SheetBlock, SheetSection, SpecSheet } from './types'

export type SheetProduct = SpecificationsProduct &
  ProductNutritionFieldsFragment &
  Pick<ProductDetail, 'sku' | 'marketingName' | 'brand' | 'subBrand'>

export interface SheetContext {
  regionId: string
  locale: Locale
  t: Translate
}

const section = (heading: string, blocks: (SheetBlock | null | false)[]): SheetSection | null => {
  const kept = blocks.filter((block): block is SheetBlock => Boolean(block))
  return kept.length > 0 ? { heading, blocks: kept } : null
}

const factsBlock = (facts: readonly { label: string; value: string }[]): SheetBlock | null =>
  facts.length > 0
    ? { kind: 'facts', rows: facts.map(({ label, value }) => [label, value] as const) }
    : null

function specifications(
  product: SheetProduct,
  context: SheetContext,
  settings: ProductSpecificationSettings,
) {
  const { t } = context
  const facts = specificationFacts(product, context)
  const flags = visibleSpecificationFlags(
    product.specificationFlags,
    settings.excludedKeys,
  ).flatMap((flag) => text(flag.title) ?? [])
  // As on the page, the disclaimer alone does not make a section.
  if (facts.length === 0 && flags.length === 0) return null
  return section(t('specs.specifications.heading'), [
    factsBlock(facts),
    flags.length > 0 && { kind: 'list', label: t('specs.specifications.flags'), items: flags },
    settings.disclaimer !== null && { kind: 'text', text: settings.disclaimer, note: true },
  ])
}

function ingredients(product: SheetProduct, t: Translate) {
  const statement = text(product.ingredients)
  const contains = text(product.contains)
  const disclaimer = text(product.ingredientDisclaimerText)
  return section(t('specs.ingredients.heading'), [
    statement !== null && { kind: 'text', text: statement },
    contains !== null && { kind: 'text', label: t('specs.ingredients.contains'), text: contains },
    disclaimer !== null && { kind: 'text', text: disclaimer, note: true },
  ])
}

function dietary(product: SheetProduct, t: Translate) {
  const labels = trueDietaryFlags(product.dietaryFlags).map((label) => t(label))
  return section(t('specs.dietary.heading'), [labels.length > 0 && { kind: 'list', items: labels }])
}

function k12(product: SheetProduct, context: SheetContext) {
  if (!product.showK12Sheet) return null
  const { t } = context
  const rows = k12Facts(product, context).map(({ label, value }) => ({
    name: label,
    level: 0,
    values: [value],
  }))
  return section(t('specs.k12.heading'), [
    { kind: 'table', columns: K12_COLUMNS.map((column) => t(column)), rows },
  ])
}

function shipping(product: SheetProduct, context: SheetContext) {
  return section(context.t('specs.shipping.heading'), [factsBlock(shippingFacts(product, context))])
}

function preparation(product: SheetProduct, context: SheetContext) {
  const description = text(product.preparationDescription)
  const methods = shownPreparationMethods(product).map((method): SheetBlock => ({
    kind: 'steps',
    title: method.title,
    summary: text(method.description),
    steps: (method.bullets ?? []).flatMap((bullet) => text(bullet.text) ?? []),
  }))
  return section(context.t('specs.preparation.heading'), [
    description !== null && { kind: 'text', text: description },
    factsBlock(preparationFacts(product, context)),
    ...methods,
  ])
}

export function buildSpecSheet(
  product: SheetProduct,
  context: SheetContext,
  settings: ProductSpecificationSettings,
  generatedAt: Date,
): SpecSheet {
  const { t, locale } = context
  const sku = product.sku ?? ''
  const name = text(product.marketingName) ?? sku
  const brand = text(product.brand?.name)
  const subBrand = text(product.subBrand?.name)
  return {
    locale,
    sku,
    name,
    documentTitle: t('specSheet.documentTitle', { name }),
    kicker: t('specSheet.title'),
    brand: brand && subBrand ? `${brand} · ${subBrand}` : brand,
    skuLine: t('catalogue.sku', { sku }),
    generatedOn: t('specSheet.generatedOn', { date: formatDate(generatedAt, locale) ?? '' }),
    sections: [
      specifications(product, context, settings),
      ingredients(product, t),
      dietary(product, t),
      k12(product, context),
      shipping(product, context),
      preparation(product, context),
      nutritionSection(product, context),
    ].filter((entry): entry is SheetSection => entry !== null),
  }
}
