import { isSameSitePath } from '@/routing/redirects'

const ALLOWED_SCHEMES = /^(https?:|mailto:|tel:)/i

/** Hrefs an editor typed: site paths, in-page anchors and http(s)/mailto/tel only; never `javascript:`. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const href = url.trim()
  if (!href) return null
  if (href.startsWith('#')) return /^#[\w-]+$/.test(href) ? href : null
  if (isSameSitePath(href)) return href
  return ALLOWED_SCHEMES.test(href) && !/[\s<>"]/.test(href) ? href : null
}
