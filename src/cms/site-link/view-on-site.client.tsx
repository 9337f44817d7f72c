'use client'
import { useDocumentInfo, useLocale, useServerFunctions } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { SITE_PATH_FUNCTION } from './site-path-names'

/** In a published document's sidebar: its public page, opened in a new tab (no draft mode). */
export function ViewOnSite() {
  const { id, collectionSlug, hasPublishedDoc, lastUpdateTime, unpublishedVersionCount } =
    useDocumentInfo()
  const { code: locale } = useLocale()
  const { serverFunction } = useServerFunctions()
  const [found, setFound] = useState<string | null>(null)
  // Asked again after a publish (its path may have changed), not after every autosave.
  const publishedAt = unpublishedVersionCount === 0 ? lastUpdateTime : null

  useEffect(() => {
    if (!id || !hasPublishedDoc) return
    let current = true
    Promise.resolve(
      serverFunction({
        name: SITE_PATH_FUNCTION,
        args: { collection: collectionSlug, id, locale },
      }),
    )
      .then((path) => current && setFound(typeof path === 'string' ? path : null))
      .catch(() => current && setFound(null))
    return () => {
      current = false
    }
  }, [id, collectionSlug, hasPublishedDoc, locale, publishedAt, serverFunction])

  const href = id && hasPublishedDoc ? found : null
  if (!href) return null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={href}
        target="_blank"
        rel="noopener"
      >
        View on site
      </a>
    </div>
  )
}
