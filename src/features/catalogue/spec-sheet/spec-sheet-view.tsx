import { TrackedLink } from '@/components/analytics/tracked-link.client'
import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import { toImage } from '@/content/images'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { productPath, specificationsPdfPath } from '@/routing/build'
import { NutritionPanel } from '../nutrition/nutrition-panel'
import { ProductSections } from '../product-page/product-sections'
import { formatDate } from '@/i18n/format'
import styles from './spec-sheet.module.css'

interface SpecSheetViewProps {
  product: ProductDetail
  scope: ContentScope
  t: Translate
  generatedAt: Date
}

export function SpecSheetView({ product, scope, t, generatedAt }: SpecSheetViewProps) {
  const sku = product.sku ?? ''
  const slug = product.slug ?? ''
  const name = product.marketingName ?? sku
  const image = toImage(product.productImages?.[0])
  const brand = [product.brand?.name, product.subBrand?.name].filter(Boolean).join(' · ')
  return (
    <article className={`page container ${styles.sheet}`}>
      <nav className={styles.actions} aria-label={t('specSheet.actions')}>
        <SiteLink href={productPath(scope.regionId, scope.locale, sku)}>
          {t('specSheet.backToProduct')}
        </SiteLink>
        <TrackedLink
          className="button button-secondary"
          href={specificationsPdfPath(scope.regionId, scope.locale, slug, sku)}
          type="application/pdf"
          event="spec_sheet_download"
          payload={{ sku }}
        >
          {t('specSheet.downloadPdf')}
        </TrackedLink>
      </nav>
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>{t('specSheet.title')}</p>
          <h1 className={styles.name}>{name}</h1>
          {brand && <p className={styles.brand}>{brand}</p>}
          <p className={styles.meta}>{t('catalogue.sku', { sku })}</p>
          <p className={styles.meta}>
            <time dateTime={generatedAt.toISOString().slice(0, 10)}>
              {t('specSheet.generatedOn', { date: formatDate(generatedAt, scope.locale) ?? '' })}
            </time>
          </p>
        </div>
        {image && <CmsImage image={image} sizes="240px" priority className={styles.image} />}
      </header>
      <ProductSections product={product} scope={scope} t={t} />
      <NutritionPanel product={product} regionId={scope.regionId} locale={scope.locale} t={t} />
    </article>
  )
}
