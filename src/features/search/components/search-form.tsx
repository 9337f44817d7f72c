import type { SearchKind } from '@/content/search-tabs'
import { SearchBox } from './search-box.client'
import styles from './search.module.css'

export interface SearchFormLabels {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  kinds: Record<SearchKind, string>
}

interface SearchFormProps {
  action: string
  query?: string
  labels: SearchFormLabels
  regionId: string
  locale: string
  /** Distinguishes the inputs when a page shows more than one form. */
  id: string
}

/** A plain GET form: without JavaScript the browser sends `?q=` to the search screen. */
export function SearchForm({ action, query = '', labels, regionId, locale, id }: SearchFormProps) {
  const inputId = `${id}-q`
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {labels.label}
      </label>
      <SearchBox
        inputId={inputId}
        defaultValue={query}
        placeholder={labels.placeholder}
        listLabel={labels.suggestions}
        kindLabels={labels.kinds}
        regionId={regionId}
        locale={locale}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  )
}
