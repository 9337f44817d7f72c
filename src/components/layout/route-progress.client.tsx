'use client'

import './route-progress.css'
import { LoadingScreen } from './loading-screen'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

export const PROGRESS_DELAY_MS = 1000
export const PATH_POLL_MS = 500
// A navigation that never changes the path (cancelled, redirected back) stops showing after this.
export const GIVE_UP_MS = 15_000

// Read in the capture phase, before next/link prevents the default to navigate on the client.
function internalNavigationTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null
  return url.pathname
}

// Not a route `loading.tsx`: Next writes that into every cached page's HTML ahead of its content.
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname()
  const [visible, setVisible] = useState(false)
  const pending = useRef<{ from: string; timer: number; poll: number } | null>(null)

  const stop = useCallback(() => {
    if (!pending.current) return
    window.clearTimeout(pending.current.timer)
    window.clearInterval(pending.current.poll)
    pending.current = null
    setVisible(false)
  }, [])

  useEffect(() => {
    const start = () => {
      stop()
      const from = window.location.pathname
      const timer = window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS)
      const startedAt = Date.now()
      const poll = window.setInterval(() => {
        if (window.location.pathname !== from || Date.now() - startedAt > GIVE_UP_MS) stop()
      }, PATH_POLL_MS)
      pending.current = { from, timer, poll }
    }
    const onClick = (event: MouseEvent) => {
      if (internalNavigationTarget(event)) start()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', stop)
    window.addEventListener('unhandledrejection', stop)
    window.addEventListener('popstate', stop)
    return () => {
      stop()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', stop)
      window.removeEventListener('unhandledrejection', stop)
      window.removeEventListener('popstate', stop)
    }
  }, [stop])

  useEffect(() => {
    if (pending.current && pending.current.from !== pathname) stop()
  }, [pathname, stop])

  if (!visible) return null
  return (
    <>
      <div className="route-progress" role="progressbar" aria-label={label} />
      {/* Over the page, not in its flow: nothing moves when it appears, and clicks still go through. The progress bar already names the wait to assistive technology. */}
      <div className="route-loading" aria-hidden="true">
        <LoadingScreen label={label} />
      </div>
    </>
  )
}
