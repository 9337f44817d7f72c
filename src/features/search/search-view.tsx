import { AnalyticsEvent } from '@/components/analytics/analytics-event.client'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import type { SearchPage } from '@/content/search'
import type { Translate } from '@/i18n/translate'
import { SearchForm } from './components/search-form'
import { SearchResultList } from './components/search-result-list'
import { SearchTabs } from './components/search-tabs'
import styles from './components/search.module.css'
import { searchFormLabels } from './lib/form-labels'
import { type SearchState, searchHref } from './lib/search-params'

interface SearchViewProps {
  searchPath: string
  regionId: string
  locale: string
  state: SearchState
  /** Null before the visitor has typed anything. */
  found: SearchPage | null
  t: Translate
}

export function SearchView({ searchPath, regionId, locale, state, found, t }: SearchViewProps) {
  const hrefFor = (change: Partial<SearchState>) =>
    searchHref(searchPath, { ...state, page: 1, ...change })
  return (
    <section className={`container ${styles.page}`}>
      <h1>{state.query ? t('search.resultsFor', { query: state.query }) : t('search.title')}</h1>
      <SearchForm
        id="search-page"
        action={searchPath}
        query={state.query}
        labels={searchFormLabels(t)}
        regionId={regionId}
        locale={locale}
      />
      {!found && <p className={styles.status}>{t('search.enterQuery')}</p>}
      {found && (
        <>
          <AnalyticsEvent event="search" payload={{ search_term: state.query }} />
          <SearchTabs
            current={state.tab}
            counts={found.counts}
            hrefFor={(tab) => hrefFor({ tab })}
            t={t}
          />
          {found.results.length === 0 ? (
            <p className={styles.status} role="status">
              {t('error.noResults')}
            </p>
          ) : (
            <SearchResultList results={found.results} t={t} />
          )}
          <Pagination
            page={state.page}
            totalPages={found.pageCount}
            hrefFor={(page) => hrefFor({ tab: state.tab, page })}
            labels={paginationLabels(t, t('search.pagination'), state.page, found.pageCount)}
          />
        </>
      )}
    </section>
  )
}
