import { SiteLink, SiteQueryLink } from '@/components/link/site-link.client'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { buildPath } from '@/routing/build'
import { ROUTE } from '@/routing/segments'
import { CompareSync } from './components/compare-sync.client'
import { ComparisonTable } from './components/comparison-table'
import styles from './components/comparison.module.css'
import { CopyLinkButton } from '@/components/ui/copy-link-button.client'
import { CompareTray } from './compare-tray'
import type { CompareColumn } from './lib/columns'
import { comparePath } from './lib/compare-path'
import { COMPARE_LIMIT } from './lib/storage'
import type { CompareTableData } from './lib/table'

interface ComparisonViewProps {
  scope: ContentScope
  t: Translate
  columns: readonly CompareColumn[]
  table: CompareTableData
  overLimit: boolean
  syncStorage: boolean
}

export function ComparisonView({
  scope,
  t,
  columns,
  table,
  overLimit,
  syncStorage,
}: ComparisonViewProps) {
  const { regionId, locale } = scope
  const shareHref = comparePath(
    regionId,
    locale,
    columns.map((column) => column.sku),
  )
  return (
    <article className={`page container ${styles.page}`}>
      {syncStorage && (
        <CompareSync regionId={regionId} items={columns.map(({ sku, name }) => ({ sku, name }))} />
      )}
      <h1 className="page-title">{t('compare.title')}</h1>
      {overLimit && <p className={styles.note}>{t('compare.limit')}</p>}
      {columns.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('compare.empty')}</p>
          <p>{t('compare.emptyHint', { limit: COMPARE_LIMIT })}</p>
          <SiteLink
            className="cta-link"
            href={buildPath({ regionId, locale, segments: [ROUTE.products] })}
          >
            {t('compare.browse')}
          </SiteLink>
          {/* Reached without a selection in the URL: the stored one may still be there to open. */}
          {!syncStorage && <CompareTray scope={scope} />}
        </div>
      ) : (
        <>
          <div className={styles.actions}>
            <SiteQueryLink
              className="button button-secondary"
              href={comparePath(regionId, locale, [])}
            >
              {t('compare.clear')}
            </SiteQueryLink>
            <a className="cta-link" href={shareHref}>
              {t('compare.share')}
            </a>
            <CopyLinkButton
              href={shareHref}
              labels={{
                copy: t('compare.copyLink'),
                copied: t('compare.copied'),
                failed: t('compare.copyFailed'),
              }}
              statusClassName={styles.copyStatus}
              hideWhenUnavailable
            />
          </div>
          <ComparisonTable columns={columns} table={table} t={t} />
        </>
      )}
    </article>
  )
}
