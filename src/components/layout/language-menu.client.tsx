'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { LOCALE_COOKIE, storePreference } from '@/lib/preferences'
import { buildPath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { parsePath } from '@/routing/parse'
import { LinkDropdown } from './link-dropdown.client'

interface LanguageMenuProps {
  title: string
  regionId: string
  currentLocale: Locale
  currentLabel: string
  locales: readonly { code: Locale; label: string }[]
}

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

function hrefsFor(regionId: string, locales: readonly { code: Locale }[], pathname: string | null) {
  const segments = (pathname && parsePath(pathname)?.segments) || []
  return locales.map(({ code }) => buildPath({ regionId, locale: code, segments }))
}

// Every page shares the layout, so the browser retargets each language's home link at this page.
export function LanguageMenu({
  title,
  regionId,
  currentLocale,
  currentLabel,
  locales,
}: LanguageMenuProps) {
  // Re-read on every client navigation; the location is the URL the visitor sees, not the rewrite.
  usePathname()
  const visiblePath = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.pathname,
    () => null,
  )
  const hrefs = hrefsFor(regionId, locales, visiblePath)
  const items = locales.map(({ code, label }, index) => ({
    value: code,
    label,
    lang: code,
    href: hrefs[index] ?? '/',
  }))
  return (
    <LinkDropdown
      title={title}
      currentLabel={currentLabel}
      currentValue={currentLocale}
      items={items}
      onSelect={(item) => {
        storePreference(LOCALE_COOKIE, item.value)
        pushAnalyticsEvent('language_update', { language: item.value })
      }}
    />
  )
}
