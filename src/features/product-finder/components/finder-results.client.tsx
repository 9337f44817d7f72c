'use client'

import type { Ref } from 'react'
import { SiteLink, SiteQueryLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import { intlLocale } from '@/i18n/format'
import { FinderShare } from './finder-share.client'
import { useResultAction } from './result-actions.client'
import { useFinderResults } from './use-finder-results.client'
import type { WizardProps } from './wizard-types'
import styles from './product-finder.module.css'

interface FinderResultsProps extends Pick<
  WizardProps,
  'labels' | 'texts' | 'countForms' | 'comparePath' | 'locale'
> {
  query: string | null
  shareUrl: string
  headingRef: Ref<HTMLHeadingElement>
  headingId: string
  onBack: () => void
  onStartOver: () => void
}

export function FinderResults({
  labels,
  texts,
  countForms,
  locale,
  query,
  comparePath,
  shareUrl,
  headingRef,
  headingId,
  onBack,
  onStartOver,
}: FinderResultsProps) {
  const { loading, failed, data, retry } = useFinderResults(query)
  const action = useResultAction()
  const count = data?.total ?? 0
  const category = new Intl.PluralRules(intlLocale(locale)).select(count)
  const countText = (countForms[category] ?? countForms.other).replace(
    '{count}',
    new Intl.NumberFormat(intlLocale(locale)).format(count),
  )
  const status = loading
    ? labels.loading
    : failed
      ? labels.failed
      : count === 0
        ? labels.noResults
        : countText

  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {labels.resultsTitle}
      </h3>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failed && (
        <button type="button" className="button button-secondary" onClick={retry}>
          {labels.retry}
        </button>
      )}
      {data && data.products.length > 0 && (
        <ul className={styles.resultList}>
          {data.products.map((product) => (
            <li key={product.sku} className={styles.result}>
              <div className={styles.resultImage}>
                <CmsImage image={product.image} sizes="(max-width: 600px) 50vw, 240px" fill />
              </div>
              <h4 className={styles.resultName}>
                <SiteLink href={product.href}>{product.name}</SiteLink>
              </h4>
              <p className={styles.sku}>{product.sku}</p>
              {action?.({ sku: product.sku, name: product.name })}
            </li>
          ))}
        </ul>
      )}
      {texts.compareTitle && comparePath && (
        <div className={styles.compare}>
          <h4 className={styles.compareTitle}>{texts.compareTitle}</h4>
          {texts.compareCallToAction && (
            <SiteQueryLink className="button button-secondary" href={comparePath}>
              {texts.compareCallToAction}
            </SiteQueryLink>
          )}
        </div>
      )}
      <FinderShare url={shareUrl} texts={texts} labels={labels} />
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {labels.back}
        </button>
        <button type="button" className="button button-secondary" onClick={onStartOver}>
          {labels.startOver}
        </button>
      </div>
    </section>
  )
}
