import { blogIndexPath, pagePath } from './build'
import type { Locale } from './locales'
import { findRegion, regionSupportsLocale } from './regions'

/** Spec §2: a generic page with `slug` in one of `regionIds` redirects to that region's blog. */
export interface BlogIndexRedirectRow {
  slug: string
  regionIds: readonly string[]
}

export const BLOG_INDEX_REDIRECTS: readonly BlogIndexRedirectRow[] = [
  { slug: 'news', regionIds: ['korea'] },
  {
    slug: 'south-america',
    regionIds: ['ar', 'bo', 'br', 'cl', 'co', 'latam', 'py', 'uy'],
  },
  { slug: 'anz-blog', regionIds: ['au', 'nz'] },
  {
    slug: 'sea-blog',
    regionIds: [
      'cambodia',
      'indonesia',
      'malaysia',
      'myanmar',
      'philippines',
      'sea',
      'singapore',
      'thailand',
      'vietnam',
    ],
  },
  { slug: 'mx-blog', regionIds: ['mexico'] },
  { slug: 'blog', regionIds: ['us'] },
  { slug: 'blog-jp', regionIds: ['japan'] },
  { slug: 'latam-home-page', regionIds: ['cl'] },
]

/** Null too when the page already is the blog index (`/blog` in us): no redirect to itself. */
export function blogIndexRedirectFor(
  regionId: string,
  locale: Locale,
  slug: string,
): string | null {
  const region = findRegion(regionId)
  const wanted = slug.toLowerCase()
  const row = BLOG_INDEX_REDIRECTS.find((r) => r.slug === wanted && r.regionIds.includes(regionId))
  if (!region || !row || !regionSupportsLocale(region, locale)) return null
  const target = blogIndexPath(regionId, locale)
  return target === pagePath(regionId, locale, [slug]) ? null : target
}

export const PARTNER_REGION_ID = 'us'

/** `Terrafield` → `terrafield+`: the partner program is the product name followed by a plus. */
export function partnerProgramSegment(productName: string): string {
  const base = productName
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return `${base}+`
}

/** Spec: to `/us/{partner slug}`, which omits `us` when built, so the canonical slug stays put. */
export function partnerIndexRedirectFor(
  regionId: string,
  slug: string,
  productName: string,
  locale?: Locale,
): string | null {
  const region = findRegion(regionId)
  const segment = partnerProgramSegment(productName)
  if (region?.id !== PARTNER_REGION_ID || slug.toLowerCase() !== segment) return null
  const lang = locale ?? region.defaultLocale
  const target = pagePath(region.id, lang, [segment])
  return target === pagePath(region.id, lang, [slug]) ? null : target
}

export interface CmsRedirectRule {
  from: string
  to: string
  regionId?: string | null
  locale?: string | null
  permanent: boolean
}

export interface RedirectTarget {
  to: string
  permanent: boolean
}

/** Only same-site paths: `//host`, `/\host` and `scheme:` targets would send visitors away. */
export function isSameSitePath(to: string): boolean {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return false
  for (const char of to) {
    const code = char.charCodeAt(0)
    if (code <= 0x20 || code === 0x7f) return false
  }
  return true
}

function normalize(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // a malformed `from` is compared as written
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

function specificity(rule: CmsRedirectRule): number {
  return (rule.regionId ? 2 : 0) + (rule.locale ? 1 : 0)
}

/** The most specific CMS redirect for `path` (full external pathname) in region and locale. */
export function matchCmsRedirect(
  rules: readonly CmsRedirectRule[],
  regionId: string,
  locale: string,
  path: string,
): RedirectTarget | null {
  const wanted = normalize(path)
  const best = rules
    .filter(
      (r) =>
        (!r.regionId || r.regionId === regionId) &&
        (!r.locale || r.locale === locale) &&
        normalize(r.from) === wanted &&
        isSameSitePath(r.to) &&
        normalize(r.to) !== wanted,
    )
    .reduce<CmsRedirectRule | null>(
      (a, b) => (a === null || specificity(b) > specificity(a) ? b : a),
      null,
    )
  return best ? { to: best.to, permanent: best.permanent } : null
}
