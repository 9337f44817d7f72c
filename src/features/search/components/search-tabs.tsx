import { SiteLink } from '@/components/link/site-link.client'
import { SEARCH_TABS, type SearchTab } from '@/content/search-tabs'
import type { Translate } from '@/i18n/translate'
import styles from './search.module.css'

interface SearchTabsProps {
  current: SearchTab
  counts: Record<SearchTab, number>
  hrefFor: (tab: SearchTab) => string
  t: Translate
}

/** Links, not ARIA tabs: each tab is its own page of results with its own URL. */
export function SearchTabs({ current, counts, hrefFor, t }: SearchTabsProps) {
  return (
    <nav aria-label={t('search.tabs')} className={styles.tabs}>
      <ul>
        {SEARCH_TABS.map((tab) => (
          <li key={tab}>
            <SiteLink href={hrefFor(tab)} aria-current={tab === current ? 'page' : undefined}>
              {t(`search.tab.${tab}`)} <span className={styles.count}>({counts[tab]})</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
