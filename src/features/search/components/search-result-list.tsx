import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import { WordBreaks } from '@/components/text/word-breaks'
import type { SearchResult } from '@/content/search'
import type { Translate } from '@/i18n/translate'
import styles from './search.module.css'

export function SearchResultList({ results, t }: { results: SearchResult[]; t: Translate }) {
  return (
    <ol className={styles.results}>
      {results.map((result) => (
        <li key={result.href} className={styles.result}>
          <div className={styles.thumbnail}>
            <CmsImage image={result.image} sizes="96px" fill />
          </div>
          <div>
            <p className={styles.kind}>
              {t(`search.tab.${result.kind}`)}
              {result.sku && <span className={styles.sku}> · {result.sku}</span>}
            </p>
            <h2 className={styles.title}>
              <SiteLink href={result.href}>
                <WordBreaks text={result.title} />
              </SiteLink>
            </h2>
            {result.summary && <p className={styles.summary}>{result.summary}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
