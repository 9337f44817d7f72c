'use client'

import Link from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'
import { type ConnectionHints, isPrefetchablePage, prefersLessData } from './prefetch-policy'

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>

const noSubscription = () => () => {}
const readsLessData = () =>
  prefersLessData((navigator as Navigator & { connection?: ConnectionHints }).connection)
// The common case, so hydration re-renders the links only for a visitor who saves data.
const serverReadsLessData = () => false

function usePrefersLessData(): boolean {
  return useSyncExternalStore(noSubscription, readsLessData, serverReadsLessData)
}

// Spec §9: the whole page; Next's default stops at the route's params, so a click would refetch.
export function SiteLink(props: SiteLinkProps) {
  const lessData = usePrefersLessData()
  return <Link {...props} prefetch={!lessData && isPrefetchablePage(String(props.href))} />
}

/** For links shown by the dozen (menus, footer): only the route's shell is prefetched. */
export function SiteMenuLink(props: SiteLinkProps) {
  const lessData = usePrefersLessData()
  return (
    <Link
      {...props}
      prefetch={lessData || !isPrefetchablePage(String(props.href)) ? false : undefined}
    />
  )
}

// Next 16.4's prefetch cache drops the query, so another query's prefetched page would be shown.
export function SiteQueryLink(props: SiteLinkProps) {
  return <Link {...props} prefetch={false} />
}
