import { getPageById, getPageByPath } from '@/content/pages'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { isJunkPath } from '@/routing/parse'
import { splitStateSegment } from '@/routing/state-segment'

export interface PageRequest {
  /** Decoded slugs; empty for the home page. */
  path: string[]
  /** A state segment as the browser sent it. */
  state: string | null
}

/** Route params arrive percent-encoded; junk (NUL, `..`, overlong) is a 404, never an error. */
export function readPageRequest(slug: readonly string[]): PageRequest | null {
  if (isJunkPath(`/${slug.join('/')}`)) return null
  const { segments, state } = splitStateSegment(slug)
  return { path: segments.map((segment) => decodeURIComponent(segment)), state }
}

/** The home page answers its own states (`/brand=acme`). */
export async function findRequestedPage(scope: ContentScope, path: string[]) {
  if (path.length > 0) return getPageByPath(scope, path)
  const settings = await getSiteSettings(scope)
  return settings?.homePageId ? getPageById(scope, settings.homePageId) : null
}
