import { SEARCH_TABS, type SearchKind } from '@/content/search-tabs'
import type { Translate } from '@/i18n/translate'
import type { SearchFormLabels } from '../components/search-form'

export function searchFormLabels(t: Translate): SearchFormLabels {
  const kinds = Object.fromEntries(
    SEARCH_TABS.filter((tab) => tab !== 'all').map((kind) => [kind, t(`search.tab.${kind}`)]),
  ) as Record<SearchKind, string>
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    suggestions: t('search.suggestions'),
    kinds,
  }
}
