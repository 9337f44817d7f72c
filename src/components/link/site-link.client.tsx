'use client'

import Link from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'
import { type ConnectionHints, isPrefetchablePage, prefersLessData } from './prefetch-policy'

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>

const noSubscription = () => () => {}
const readsLessData = () =>
  prefersLessData((navigator as Navigator & { connection?: ConnectionHints }).connection)
// The server cannot know the connection. It assumes the common case, so hydration re-renders the
// links only for a visitor who saves data, before any prefetch has been scheduled.
const serverReadsLessData = () => false

function usePrefersLessData(): boolean {
  return useSyncExternalStore(noSubscription, readsLessData, serverReadsLessData)
}

/**
 * Spec §9: the whole page is prefetched within 200 px of the viewport. Next's default stops at the
 * route's parameters, and as our pages render on first request, the click would fetch them again.
 */
export function SiteLink(props: SiteLinkProps) {
  const lessData = usePrefersLessData()
  return <Link {...props} prefetch={!lessData && isPrefetchablePage(String(props.href))} />
}

/**
 * A link shown by the dozen (menus, footer): only the route's shell is prefetched, so opening a
 * menu or reaching the footer does not fetch every page it names.
 */
export function SiteMenuLink(props: SiteLinkProps) {
  const lessData = usePrefersLessData()
  return (
    <Link
      {...props}
      prefetch={lessData || !isPrefetchablePage(String(props.href)) ? false : undefined}
    />
  )
}

/**
 * A link to a page whose content is chosen by its query string (the comparison). Never
 * prefetched: Next 16.4's prefetch cache keeps such a page's data without its query, so the
 * prefetched data of one link (say "clear") would be shown for another ("remove one").
 */
export function SiteQueryLink(props: SiteLinkProps) {
  return <Link {...props} prefetch={false} />
}
