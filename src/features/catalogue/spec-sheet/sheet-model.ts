import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { k12Values, trueDietaryFlags, visibleSpecificationFlags } from '../specifications/flags'
import {
  formatDimensions,
  formatNumber,
  formatTemperatureRange,
  formatTiHi,
  text,
  yesNo,
} from '../specifications/format'
import type { SpecificationsProduct } from '../specifications/types'
import { formatGeneratedDate } from './generated-date'
import { nutritionSection } from './nutrition-rows'
import type { Fact, SheetBlock, SheetSection, SpecSheet } from './types'

export type SheetProduct = SpecificationsProduct &
  ProductNutritionFieldsFragment &
  Pick<ProductDetail, 'sku' | 'marketingName' | 'brand' | 'subBrand'>

export interface SheetContext {
  regionId: string
  locale: Locale
  t: Translate
}

/** The page shows at most this many preparation methods (spec §9), so the sheet does too. */
const MAX_PREPARATION_METHODS = 8

const facts = (rows: readonly (readonly [string, string | null])[]): Fact[] =>
  rows.flatMap(([label, value]) => (value ? [[label, value] as const] : []))

const section = (heading: string, blocks: (SheetBlock | null | false)[]): SheetSection | null => {
  const kept = blocks.filter((block): block is SheetBlock => Boolean(block))
  return kept.length > 0 ? { heading, blocks: kept } : null
}

const factsBlock = (rows: Fact[]): SheetBlock | null => (rows.length > 0 ? { kind: 'facts', rows } : null)

function specifications(product: SheetProduct, t: Translate, settings: ProductSpecificationSettings) {
  const rows = facts([
    [t('specs.specifications.casePack'), text(product.casePackDescription)],
    [t('specs.specifications.grossWeight'), text(product.grossWeight)],
    [t('specs.specifications.netWeight'), text(product.netWeight)],
    [t('specs.specifications.manufactureCountry'), text(product.manufactureCountry)],
  ])
  const flags = visibleSpecificationFlags(product.specificationFlags, settings.excludedKeys).flatMap((flag) => text(flag.title) ?? [])
  // As on the page, the disclaimer alone does not make a section.
  if (rows.length === 0 && flags.length === 0) return null
  return section(t('specs.specifications.heading'), [
    factsBlock(rows),
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

function k12(product: SheetProduct, { t, locale }: SheetContext) {
  if (!product.showK12Sheet) return null
  const rows = k12Values(product.k12).map((row) => ({ name: t(row.label), level: 0, values: [formatNumber(row.value, locale)] }))
  return section(t('specs.k12.heading'), [
    {
      kind: 'table',
      columns: [t('specs.k12.foodGroup'), t('specs.k12.contribution')],
      rows: [...rows, { name: t('specs.k12.eligible'), level: 0, values: [yesNo(product.k12Flag)] }],
    },
  ])
}

function shipping(product: SheetProduct, { t, locale }: SheetContext) {
  const number = (value: number | null) => (typeof value === 'number' ? formatNumber(value, locale) : null)
  const dimensions = formatDimensions(
    [
      { value: product.length, unit: product.lengthUnit },
      { value: product.width, unit: product.widthUnit },
      { value: product.height, unit: product.heightUnit },
    ],
    locale,
  )
  const shelfLife = typeof product.shelfLife === 'number' ? t('specs.shipping.shelfLifeDays', { days: formatNumber(product.shelfLife, locale) }) : null
  const storage = formatTemperatureRange(product.storageTempLow, product.storageTempHigh, product.storageTempUoM, locale, (low, high) =>
    t('specs.shipping.temperatureRange', { low, high }),
  )
  const rows = facts([
    [t('specs.shipping.dimensions'), dimensions],
    [t('specs.shipping.caseCube'), number(product.caseCube)],
    [t('specs.shipping.tixHi'), formatTiHi(product.tixHi)],
    [t('specs.shipping.shelfLife'), shelfLife],
    [t('specs.shipping.storageTemperature'), storage],
    [t('specs.shipping.packaging'), text(product.packagingCategory)],
  ])
  return section(t('specs.shipping.heading'), [factsBlock(rows)])
}

function preparation(product: SheetProduct, t: Translate) {
  const description = text(product.preparationDescription)
  const rows = facts([
    [t('specs.preparation.method'), text(product.preparationMethodType?.name)],
    [t('specs.preparation.time'), text(product.preparationTime)],
    [t('specs.preparation.temperature'), text(product.preparationTemperature)],
  ])
  const methods = (product.preparationInstructions ?? []).flatMap((step): SheetBlock[] => {
    const title = text(step.methodName)
    if (!title) return []
    const steps = (step.bullets ?? []).flatMap((bullet) => text(bullet.text) ?? [])
    return [{ kind: 'steps', title, summary: text(step.description), steps }]
  })
  return section(t('specs.preparation.heading'), [
    description !== null && { kind: 'text', text: description },
    factsBlock(rows),
    ...methods.slice(0, MAX_PREPARATION_METHODS),
  ])
}

/** The sheet's content in the order of the page: specifications first, nutrition last. */
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
    generatedOn: t('specSheet.generatedOn', { date: formatGeneratedDate(generatedAt, locale) }),
    sections: [
      specifications(product, t, settings),
      ingredients(product, t),
      dietary(product, t),
      k12(product, context),
      shipping(product, context),
      preparation(product, t),
      nutritionSection(product, context),
    ].filter((entry): entry is SheetSection => entry !== null),
  }
}
