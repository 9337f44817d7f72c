import { type ReactNode, useId } from 'react'
import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { getRegion } from '@/routing/regions'
import { AnzPanel } from './anz-panel'
import { hasAnzNutrition } from './anz-rows'
import { nutritionFormatFor } from './format'
import { JapanPanel } from './japan-panel'
import { hasJapanNutrition } from './japan-rows'
import { KoreaPanel } from './korea-panel'
import { hasKoreaNutrition } from './korea-rows'
import styles from './styles.module.css'
import { UsPanel } from './us-panel'
import { hasUsNutrition } from './us-rows'
import { type NumberFormats, numberFormats, text } from './values'

export interface NutritionPanelProps {
  product: ProductNutritionFieldsFragment
  regionId: string
  t: Translate
  locale?: Locale
}

interface Label {
  title: string
  body: ReactNode
}

function regionLabel(
  { product, regionId, t }: NutritionPanelProps,
  numbers: NumberFormats,
  labelledBy: string,
): Label | null {
  const common = { t, numbers, labelledBy }
  switch (nutritionFormatFor(regionId)) {
    case 'anz': {
      const data = product.nutritionAnz
      return hasAnzNutrition(data)
        ? { title: t('nutrition.anz.title'), body: <AnzPanel data={data} {...common} /> }
        : null
    }
    case 'japan': {
      const data = product.nutritionJapan
      const title = text(data?.title) ?? t('nutrition.japan.title')
      return hasJapanNutrition(data)
        ? { title, body: <JapanPanel data={data} {...common} /> }
        : null
    }
    case 'korea': {
      const data = product.nutritionKorea
      return hasKoreaNutrition(data)
        ? { title: t('nutrition.korea.title'), body: <KoreaPanel data={data} {...common} /> }
        : null
    }
    default: {
      const data = product.nutritionUs
      return hasUsNutrition(data)
        ? { title: t('nutrition.us.title'), body: <UsPanel data={data} {...common} /> }
        : null
    }
  }
}

export function NutritionPanel(props: NutritionPanelProps) {
  const headingId = useId()
  if (props.product.hideNutritionalFactPanel) return null
  const numbers = numberFormats(props.locale ?? getRegion(props.regionId).defaultLocale)
  const label = regionLabel(props, numbers, headingId)
  if (!label) return null
  const className = [styles.panel, styles[nutritionFormatFor(props.regionId)]]
    .filter(Boolean)
    .join(' ')
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {label.title}
      </h2>
      {label.body}
    </section>
  )
}
