import { AnalyticsEvent } from '@/components/analytics/analytics-event.client'
import { SiteLink } from '@/components/link/site-link.client'
import { getEmailTemplates } from '@/content/email-templates'
import { listProductCardsBySkus } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import type { EmailText } from '@/lib/mailto'
import { DistributorResults } from './components/distributor-results'
import styles from './components/distributor-finder.module.css'
import { FinderForm } from './components/finder-form'
import {
  EMPTY_FINDER_STATE,
  type FinderState,
  finderUrl,
  hasSearch,
  searchType,
} from './lib/finder-state'
import { usesUsAddresses } from './lib/postcode-system'
import { requestEmailHref } from './lib/request-email'
import { findDistributors } from './server/find-distributors'

interface DistributorFinderProps {
  scope: ContentScope
  /** The finder page's own URL; each search is a segment after it. */
  pageUrl: string
  state: FinderState
}

async function productName(scope: ContentScope, sku: string): Promise<string | null> {
  if (!sku) return null
  const [card] = await listProductCardsBySkus(scope, [sku])
  return card?.name ?? null
}

/** The distributor finder drawn under the find-a-distributor page's content. */
export async function DistributorFinder({ scope, pageUrl, state }: DistributorFinderProps) {
  const t = translator(scope.locale)
  const [outcome, templates, product] = await Promise.all([
    findDistributors(scope, state),
    getEmailTemplates(scope),
    productName(scope, state.product),
  ])
  const template: EmailText = templates.distributorRequest ?? {
    subject: t('distributors.requestSubject'),
    body: t('distributors.requestBody'),
  }
  const emailHref = (distributor: string | null) =>
    requestEmailHref(template, {
      product,
      distributor,
      productLine: product ? t('distributors.productLine', { product }) : null,
    })
  const usAddresses = usesUsAddresses(scope.regionId)
  return (
    <div className={`container ${styles.finder}`}>
      <section className={styles.finder} aria-labelledby="distributor-finder-title">
        <h2 id="distributor-finder-title" className={styles.title}>
          {t('distributors.title')}
        </h2>
        {product && <p>{t('distributors.forProduct', { product })}</p>}
        <p>{t(usAddresses ? 'distributors.intro' : 'distributors.introPostcode')}</p>
        <FinderForm
          pageUrl={pageUrl}
          state={state}
          usAddresses={usAddresses}
          invalidPostcode={outcome.kind === 'invalidPostcode'}
          t={t}
        />
        <p className="cta-row">
          <a className="button button-secondary" href={emailHref(null)}>
            {t('distributors.requestEmail')}
          </a>
          {hasSearch(state) && (
            <SiteLink
              className="cta-link"
              href={finderUrl(pageUrl, { ...EMPTY_FINDER_STATE, product: state.product })}
            >
              {t('distributors.clear')}
            </SiteLink>
          )}
        </p>
      </section>
      {outcome.kind === 'results' && (
        <>
          <AnalyticsEvent event="distributor_search" payload={{ search_type: searchType(state) }} />
          <DistributorResults
            outcome={outcome}
            state={state}
            pageUrl={pageUrl}
            regionId={scope.regionId}
            locale={scope.locale}
            emailHrefFor={emailHref}
            t={t}
          />
        </>
      )}
    </div>
  )
}
