import { SiteLink } from '@/components/link/site-link.client'
import { WordBreaks } from '@/components/text/word-breaks'
import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs'
import { JsonLd } from '@/components/structured-data/json-ld'
import { listProductVariants } from '@/content/product-variants'
import type { ProductCategoryView, ProductDetail } from '@/content/products'
import { listRelatedProducts } from '@/content/related-products'
import { getEmailTemplates } from '@/content/email-templates'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { distributorFinderHref } from '@/lib/distributor-finder-link'
import { siteUrl } from '@/lib/site-origin'
import { homePath, pagePath, productPath, specificationsPath } from '@/routing/build'
import { ProductCardList } from '../listing/product-card-list'
import { categoryPath } from '../listing/category-view'
import { NutritionPanel } from '../nutrition/nutrition-panel'
import type { ProductIdentity, ProductSlots } from '../product-slots'
import { LinkedBlogs } from './linked-blogs'
import { ProductRecipesSection } from './product-recipes-section'
import { ProductSections } from './product-sections'
import { ProductVideos } from './product-videos'
import { ProductFacts } from './product-facts'
import { productJsonLd } from './product-json-ld'
import { ProductGallery } from './product-gallery'
import { ProductShare } from './product-share'
import { VariantSwitcher } from './variant-switcher'
import styles from './product-page.module.css'

interface ProductViewProps {
  product: ProductDetail
  category: ProductCategoryView | null
  scope: ContentScope
  t: Translate
  slots: ProductSlots
}

function trail(
  product: ProductDetail,
  category: ProductCategoryView | null,
  scope: ContentScope,
  t: Translate,
): Crumb[] {
  const crumbs: Crumb[] = [{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]
  const shown = category ?? product.categories?.[0]
  if (shown?.slug)
    crumbs.push({ title: shown.name ?? shown.slug, href: categoryPath(scope, [shown.slug]) })
  return crumbs
}

export async function ProductView({ product, category, scope, t, slots }: ProductViewProps) {
  const [related, variants, settings, emails] = await Promise.all([
    listRelatedProducts(scope, product),
    listProductVariants(scope, product),
    getSiteSettings(scope),
    getEmailTemplates(scope),
  ])
  const name = product.marketingName ?? product.sku ?? ''
  const identity: ProductIdentity | null = product.sku
    ? {
        sku: product.sku,
        slug: product.slug ?? null,
        name,
        getASample: product.getASample ?? false,
      }
    : null
  const distributorHref =
    product.findADistributor && settings?.findADistributorPath
      ? distributorFinderHref(
          pagePath(scope.regionId, scope.locale, settings.findADistributorPath),
          product.sku,
        )
      : null
  return (
    <article className="page">
      {product.sku && (
        <JsonLd
          data={productJsonLd(
            product,
            siteUrl(productPath(scope.regionId, scope.locale, product.sku)),
            siteUrl,
          )}
        />
      )}
      <Breadcrumbs
        trail={trail(product, category, scope, t)}
        current={name}
        label={t('shell.breadcrumbs')}
      />
      <div className={`container ${styles.product}`}>
        <div className={styles.summary}>
          {product.badge?.text && <p className={styles.badge}>{product.badge.text}</p>}
          {product.brand?.name && (
            <p className={styles.brand}>
              {product.brand.name}
              {product.subBrand?.name && <span> · {product.subBrand.name}</span>}
            </p>
          )}
          <h1 className={styles.name}>
            <WordBreaks text={name} />
          </h1>
          <p className={styles.sku}>{t('catalogue.sku', { sku: product.sku ?? '' })}</p>
          {product.generalDescription && <p className="lede">{product.generalDescription}</p>}
          <ProductFacts product={product} t={t} />
          <VariantSwitcher variants={variants} label={t('catalogue.variants')} />
          {product.benefits && (
            <>
              <h2 className={styles.subheading}>{t('catalogue.benefits')}</h2>
              <p>{product.benefits}</p>
            </>
          )}
          <div className="cta-row">
            {identity && slots.productActions?.(identity, scope)}
            {distributorHref && (
              <SiteLink className="button button-secondary" href={distributorHref}>
                {t('catalogue.findDistributor')}
              </SiteLink>
            )}
            {product.slug && product.sku && (
              <SiteLink
                className="cta-link"
                href={specificationsPath(scope.regionId, scope.locale, product.slug, product.sku)}
              >
                {t('specSheet.title')}
              </SiteLink>
            )}
          </div>
          {product.sku && (
            <ProductShare
              product={name}
              url={siteUrl(productPath(scope.regionId, scope.locale, product.sku))}
              template={emails.shareProduct}
              t={t}
            />
          )}
        </div>
        <ProductGallery product={product} name={name} label={t('catalogue.gallery', { name })} />
      </div>
      <div className={`container ${styles.sections}`}>
        <NutritionPanel product={product} regionId={scope.regionId} locale={scope.locale} t={t} />
        <ProductSections product={product} scope={scope} t={t} />
        <ProductVideos product={product} scope={scope} t={t} />
        <ProductRecipesSection product={product} scope={scope} t={t} />
        <LinkedBlogs product={product} scope={scope} t={t} />
        <section aria-labelledby="related-products">
          <h2 id="related-products">{t('catalogue.relatedProducts')}</h2>
          {related.length > 0 ? (
            <ProductCardList
              products={related}
              renderAction={slots.cardActions && ((card) => slots.cardActions?.(card, scope))}
            />
          ) : (
            <p>{t('error.noRelatedProducts')}</p>
          )}
        </section>
      </div>
      {slots.pageExtras?.(scope, identity)}
    </article>
  )
}
