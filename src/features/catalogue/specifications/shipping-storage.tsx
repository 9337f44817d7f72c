import { formatDimensions, formatNumber, formatTemperatureRange, formatTiHi, text } from './format'
import { FactTable, SpecSection, presentFacts } from './section'
import type { SectionProps } from './types'

/** Case dimensions, pallet pattern, shelf life and storage conditions. */
export function ShippingStorage({ product, context }: SectionProps) {
  const { t, locale } = context
  const number = (value: number | null) =>
    typeof value === 'number' ? formatNumber(value, locale) : null
  const facts = presentFacts([
    {
      label: t('specs.shipping.dimensions'),
      value: formatDimensions(
        [
          { value: product.length, unit: product.lengthUnit },
          { value: product.width, unit: product.widthUnit },
          { value: product.height, unit: product.heightUnit },
        ],
        locale,
      ),
    },
    { label: t('specs.shipping.caseCube'), value: number(product.caseCube) },
    { label: t('specs.shipping.tixHi'), value: formatTiHi(product.tixHi) },
    {
      label: t('specs.shipping.shelfLife'),
      value:
        typeof product.shelfLife === 'number'
          ? t('specs.shipping.shelfLifeDays', { days: formatNumber(product.shelfLife, locale) })
          : null,
    },
    {
      label: t('specs.shipping.storageTemperature'),
      value: formatTemperatureRange(
        product.storageTempLow,
        product.storageTempHigh,
        product.storageTempUoM,
        locale,
        (low, high) => t('specs.shipping.temperatureRange', { low, high }),
      ),
    },
    { label: t('specs.shipping.packaging'), value: text(product.packagingCategory) },
  ])
  if (facts.length === 0) return null
  return (
    <SpecSection id="product-shipping-storage" title={t('specs.shipping.heading')}>
      <FactTable facts={facts} />
    </SpecSection>
  )
}
