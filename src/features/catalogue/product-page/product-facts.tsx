import type { ProductDetail } from '@/content/products'
import type { Translate } from '@/i18n/translate'
import styles from './product-page.module.css'

/** Spec §9: at most 10 cut types. */
const MAX_CUT_TYPES = 10

export function ProductFacts({ product, t }: { product: ProductDetail; t: Translate }) {
  const cutTypes = (product.cutTypes ?? []).flatMap((cut) => cut.name ?? []).slice(0, MAX_CUT_TYPES)
  const facts: [string, string][] = [
    [t('catalogue.packSize'), product.packSize ?? ''],
    [t('catalogue.diameter'), product.diameter ?? ''],
    [t('catalogue.cutSize'), product.cutSize ?? ''],
    [t('catalogue.cutSizeOptions'), (product.cutSizeOptions ?? []).join(', ')],
    [t('catalogue.packSizeOptions'), (product.packSizeOptions ?? []).join(', ')],
    [t('catalogue.cutTypes'), cutTypes.join(', ')],
  ]
  const shown = facts.filter(([, value]) => value.trim() !== '')
  if (shown.length === 0) return null
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
