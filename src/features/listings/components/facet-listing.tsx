import type { ReactNode } from 'react'
import { AnalyticsEvent } from '@/components/analytics/analytics-event.client'
import { CardList } from '@/components/cards/card-list'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { getFacetListing } from '@/content/facet-listing'
import type { IndexCard } from '@/content/index-hit'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { activeFilters } from '../lib/active-filters'
import { filterString } from '../lib/filter-string'
import type { ListingState } from '../lib/listing-state'
import { listingUrl } from '../lib/listing-url'
import { refinementsOf } from '../lib/refinements'
import { sortLabel } from '../lib/sort-label'
import { ActiveFilterList } from './active-filter-list'
import { FilterFieldset } from './filter-fieldset'
import { ListingForm } from './listing-form.client'
import styles from './listing.module.css'

export const LISTING_FORM_ACTION = '/api/listing'

interface FacetListingProps {
  blockId: string
  templateId: number
  /** The template's slug: what analytics calls the listing. */
  templateSlug: string
  scope: ContentScope
  /** The page's own URL; each state is a segment after it. */
  pageUrl: string
  state: ListingState
  cardAction?: (card: IndexCard) => ReactNode
}

/** A facet template's listing: the filter form, the chosen filters as chips, and a page of cards. */
export async function FacetListing({
  blockId,
  templateId,
  templateSlug,
  scope,
  pageUrl,
  state,
  cardAction,
}: FacetListingProps) {
  const listing = await getFacetListing(scope, templateId, {
    refinements: refinementsOf(state),
    sort: state.sort,
    page: state.page,
  })
  if (!listing) return null
  const t = translator(scope.locale)
  const active = activeFilters(listing.filters, state, scope.locale)
  const count =
    listing.kind === 'recipes'
      ? t('listing.recipeCount', { count: listing.total })
      : t('catalogue.productCount', { count: listing.total })
  const headingId = `${blockId}-results`
  return (
    <section className={styles.listing} aria-label={listing.name}>
      <AnalyticsEvent
        event="filter"
        payload={{ listing: templateSlug, filters: filterString(listing.filters, state) }}
      />
      <ListingForm
        pageUrl={pageUrl}
        action={LISTING_FORM_ACTION}
        label={t('listing.filters')}
        className={styles.filters}
      >
        <h2 className={styles.filtersTitle}>{t('listing.filters')}</h2>
        {listing.sorts.length > 0 && (
          <div className={styles.sort}>
            <label htmlFor={`${blockId}-sort`}>{t('listing.sortBy')}</label>
            <select id={`${blockId}-sort`} name="sort" defaultValue={state.sort ?? ''}>
              {listing.sorts.map((sort, index) => (
                // The first order is the listing's own: choosing it leaves the URL without a sort.
                <option key={sort.key} value={index === 0 ? '' : sort.key}>
                  {sortLabel(sort, t)}
                </option>
              ))}
            </select>
          </div>
        )}
        {listing.filters.map((filter, index) => (
          <FilterFieldset
            key={filter.attribute}
            filter={filter}
            chosen={state.values[filter.attribute] ?? []}
            idPrefix={`${blockId}-f${index}`}
            locale={scope.locale}
            t={t}
          />
        ))}
        <button type="submit" className={styles.apply}>
          {t('listing.apply')}
        </button>
      </ListingForm>
      <div className={styles.results}>
        <h2 id={headingId} className={styles.resultsTitle}>
          {listing.resultsTitle || t('listing.results')}
        </h2>
        <ActiveFilterList active={active} pageUrl={pageUrl} sort={state.sort} t={t} />
        <p role="status" className={styles.total}>
          {count}
        </p>
        {listing.cards.length === 0 ? (
          <p className={styles.empty}>{t('listing.noResults')}</p>
        ) : (
          <CardList
            headingLevel={3}
            items={listing.cards.map((card) => ({
              key: card.href,
              title: card.title,
              href: card.href,
              image: card.image,
              action: cardAction?.(card),
            }))}
          />
        )}
        <Pagination
          page={listing.page}
          totalPages={listing.pageCount}
          hrefFor={(page) => listingUrl(pageUrl, { ...state, page })}
          labels={paginationLabels(t, t('listing.pagination'), listing.page, listing.pageCount)}
        />
      </div>
    </section>
  )
}
