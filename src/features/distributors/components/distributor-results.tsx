import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { SiteLink } from '@/components/link/site-link.client'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { type FinderState, finderUrl } from '../lib/finder-state'
import type { FinderOutcome } from '../server/find-distributors'
import { DistributorCard } from './distributor-card'
import styles from './distributor-finder.module.css'

interface DistributorResultsProps {
  outcome: Extract<FinderOutcome, { kind: 'results' }>
  state: FinderState
  pageUrl: string
  regionId: string
  locale: Locale
  emailHrefFor: (distributor: string) => string
  t: Translate
}

export function DistributorResults({
  outcome,
  state,
  pageUrl,
  regionId,
  locale,
  emailHrefFor,
  t,
}: DistributorResultsProps) {
  const { total, page, pageCount, results, unit } = outcome
  return (
    <section
      id="distributor-results"
      className={styles.results}
      aria-labelledby="distributor-results-title"
      tabIndex={-1}
    >
      <h2 id="distributor-results-title" className={styles.title}>
        {t('distributors.results')}
      </h2>
      {results.length === 0 ? (
        <>
          <p className={styles.empty}>{t('error.noDistributors')}</p>
          {page > 1 && total > 0 && (
            <SiteLink href={finderUrl(pageUrl, { ...state, page: 1 })}>
              {t('distributors.firstPage')}
            </SiteLink>
          )}
        </>
      ) : (
        <>
          <p className={styles.count}>{t('distributors.resultCount', { count: total })}</p>
          <ol className={styles.list}>
            {results.map(({ distributor, distance }) => (
              <li key={distributor.id}>
                <DistributorCard
                  distributor={distributor}
                  distance={distance}
                  unit={unit}
                  regionId={regionId}
                  locale={locale}
                  emailHref={emailHrefFor(distributor.name)}
                  t={t}
                />
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            totalPages={pageCount}
            hrefFor={(target) => finderUrl(pageUrl, { ...state, page: target })}
            labels={paginationLabels(t, t('distributors.pagination'), page, pageCount)}
          />
        </>
      )}
    </section>
  )
}
