import { formatNumber } from '@/i18n/format'
import type { MessageKey } from '@/i18n/messages'
import { k12Values } from './flags'
import { formatDimensions, formatTemperatureRange, formatTiHi, text, yesNo } from './format'
import type { SectionContext, SpecificationsProduct } from './types'

export interface Fact {
  label: string
  value: string
}

/** Keeps the facts that have a value, so each list can name every field unconditionally. */
const present = (facts: readonly { label: string; value: string | null }[]): Fact[] =>
  facts.filter((fact): fact is Fact => Boolean(fact.value))

export function specificationFacts(product: SpecificationsProduct, { t }: SectionContext): Fact[] {
  return present([
    { label: t('specs.specifications.casePack'), value: text(product.casePackDescription) },
    { label: t('specs.specifications.grossWeight'), value: text(product.grossWeight) },
    { label: t('specs.specifications.netWeight'), value: text(product.netWeight) },
    {
      label: t('specs.specifications.manufactureCountry'),
      value: text(product.manufactureCountry),
    },
  ])
}

export function shippingFacts(
  product: SpecificationsProduct,
  { t, locale }: SectionContext,
): Fact[] {
  const number = (value: number | null) =>
    typeof value === 'number' ? formatNumber(value, locale) : null
  const dimensions = formatDimensions(
    [
      { value: product.length, unit: product.lengthUnit },
      { value: product.width, unit: product.widthUnit },
      { value: product.height, unit: product.heightUnit },
    ],
    locale,
  )
  const shelfLife =
    typeof product.shelfLife === 'number'
      ? t('specs.shipping.shelfLifeDays', { count: product.shelfLife })
      : null
  const storage = formatTemperatureRange(
    product.storageTempLow,
    product.storageTempHigh,
    product.storageTempUoM,
    locale,
    (low, high) => t('specs.shipping.temperatureRange', { low, high }),
  )
  return present([
    { label: t('specs.shipping.dimensions'), value: dimensions },
    { label: t('specs.shipping.caseCube'), value: number(product.caseCube) },
    { label: t('specs.shipping.tixHi'), value: formatTiHi(product.tixHi) },
    { label: t('specs.shipping.shelfLife'), value: shelfLife },
    { label: t('specs.shipping.storageTemperature'), value: storage },
    { label: t('specs.shipping.packaging'), value: text(product.packagingCategory) },
  ])
}

export function preparationFacts(product: SpecificationsProduct, { t }: SectionContext): Fact[] {
  return present([
    { label: t('specs.preparation.method'), value: text(product.preparationMethodType?.name) },
    { label: t('specs.preparation.time'), value: text(product.preparationTime) },
    { label: t('specs.preparation.temperature'), value: text(product.preparationTemperature) },
  ])
}

export const K12_COLUMNS: readonly MessageKey[] = ['specs.k12.foodGroup', 'specs.k12.contribution']

export function k12Facts(product: SpecificationsProduct, { t, locale }: SectionContext): Fact[] {
  return [
    ...k12Values(product.k12).map((row) => ({
      label: t(row.label),
      value: formatNumber(row.value, locale),
    })),
    { label: t('specs.k12.eligible'), value: yesNo(product.k12Flag) },
  ]
}
