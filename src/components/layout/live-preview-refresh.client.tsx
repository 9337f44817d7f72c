'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/** Inside the admin's live preview frame (or its pop-up window), not in a preview tab of its own. */
const inLivePreview = () =>
  typeof window !== 'undefined' && (window.parent !== window || Boolean(window.opener))

/**
 * An editor's preview in the CMS admin's live preview: renders the page again on the server each
 * time the admin saves, autosave included. `serverURL` is the admin's origin, the only one whose
 * messages it takes. Draws nothing either way, so the server's null and this one agree.
 */
export function LivePreviewRefresh({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return inLivePreview() ? <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} /> : null
}
