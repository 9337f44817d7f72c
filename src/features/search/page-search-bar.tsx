import type { ReactNode } from 'react'
import type { PageView } from '@/content/pages'
import { isFeatureOn } from '@/content/settings'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { SearchForm } from './components/search-form'
import styles from './components/search.module.css'
import { searchFormLabels } from './lib/form-labels'
import { searchPath } from './lib/search-path'

/** The search bar a CMS page places with `searchBarLocation`. */
export function PageSearchBar({ scope }: { scope: ContentScope }) {
  return (
    <div className={`container ${styles.pageBar}`}>
      <SearchForm
        id="page-search"
        action={searchPath(scope.regionId, scope.locale)}
        labels={searchFormLabels(translator(scope.locale))}
        regionId={scope.regionId}
        locale={scope.locale}
      />
    </div>
  )
}

/** The bar for a page that asks for one, unless search is switched off in the region. */
export async function searchBarFor(
  scope: ContentScope,
  page: Pick<PageView, 'searchBarLocation'>,
): Promise<ReactNode> {
  if (page.searchBarLocation === 'none' || !(await isFeatureOn(scope, 'search'))) return null
  return <PageSearchBar scope={scope} />
}
