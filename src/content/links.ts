import type { FeatureFlagId } from '@/lib/feature-flags'
import { collectionTag } from '@/lib/cache-tags'
import { LINKABLE_COLLECTIONS } from '@/lib/linkable-collections'
import type { Locale } from '@/routing/locales'
import {
  blogCategoryPath,
  blogIndexPath,
  blogPath,
  brandPath,
  pagePath,
  productPath,
  recipeIndexPath,
  recipePath,
  buildPath,
} from '@/routing/build'
import { isSameSitePath, partnerProgramSegment } from '@/routing/redirects'

interface ParentChain {
  slug?: string | null
  title?: string | null
  parentPage?: ParentChain | null
}

export interface LinkTarget {
  slug?: string | null
  title?: string | null
  /** A page's stored path: its parents' slugs and its own, joined by `/`. */
  path?: string | null
  sku?: string | null
}

export interface LinkSource {
  siteRoute?: string | null
  url?: string | null
  externalLink?: boolean | null
  reference?: { relationTo?: string | null; value?: LinkTarget | null } | null
}

/** A link's path comes from the document it points at, so a change to any of them must refresh it. */
export const LINK_TARGET_TAGS = LINKABLE_COLLECTIONS.map(collectionTag)

export interface ResolvedLink {
  href: string
  external: boolean
}

export function pageChain(page: ParentChain | null | undefined): { slug: string; title: string }[] {
  const chain: { slug: string; title: string }[] = []
  for (let node = page; node; node = node.parentPage) {
    if (node.slug) chain.unshift({ slug: node.slug, title: node.title ?? node.slug })
  }
  return chain
}

export function slugChain(page: ParentChain | null | undefined): string[] {
  return pageChain(page).map((node) => node.slug)
}

export function pageSlugs(page: Pick<LinkTarget, 'slug' | 'path'>): string[] {
  if (page.path) return page.path.split('/')
  return page.slug ? [page.slug] : []
}

/** GraphQL spells collection slugs as enum values (`product_categories`); the CMS uses kebab case. */
const collectionSlug = (relationTo: string) => relationTo.replace(/_/g, '-')

function referenceHref(
  regionId: string,
  locale: Locale,
  relationTo: string,
  target: LinkTarget,
): string | null {
  const slug = target.slug
  if (!slug) return null
  switch (collectionSlug(relationTo)) {
    case 'pages':
      return pagePath(regionId, locale, pageSlugs(target))
    case 'products':
      return target.sku ? productPath(regionId, locale, target.sku) : null
    case 'recipes':
      return recipePath(regionId, locale, slug)
    case 'blogs':
      return blogPath(regionId, locale, slug)
    case 'blog-categories':
      return blogCategoryPath(regionId, locale, slug)
    case 'brands':
      return brandPath(regionId, locale, slug)
    case 'product-categories':
      return buildPath({ regionId, locale, segments: ['products', slug] })
    default:
      return null
  }
}

function siteRouteHref(
  regionId: string,
  locale: Locale,
  route: string,
  partnerProgramName: string,
): string | null {
  const at = (...segments: string[]) => buildPath({ regionId, locale, segments })
  switch (route) {
    case 'home':
      return at()
    case 'productIndex':
      return at('products')
    case 'recipeIndex':
      return recipeIndexPath(regionId, locale)
    case 'blogIndex':
      return blogIndexPath(regionId, locale)
    case 'partnerHome':
      return partnerProgramName ? at(partnerProgramSegment(partnerProgramName)) : null
    case 'sampleBag':
      return at('sample-bag')
    case 'favorites':
      return at('favorites')
    case 'compare':
      return at('compare')
    default:
      return null
  }
}

export interface LinkContext {
  regionId: string
  locale: Locale
  partnerProgramName?: string
  /** Site routes of features switched off in the region: links to them are left out. */
  routesOff?: readonly string[]
}

/** The site routes a feature flag switches, by route name. */
export const ROUTE_FEATURES = {
  sampleBag: 'sampleBag',
  favorites: 'favorites',
  compare: 'compare',
} as const satisfies Record<string, FeatureFlagId>

// Typed site paths only when they stay on this site; external links only over http(s).
export function resolveLink(context: LinkContext, link: LinkSource): ResolvedLink | null {
  const { regionId, locale } = context
  const { reference } = link
  if (link.siteRoute) {
    if (context.routesOff?.includes(link.siteRoute)) return null
    const href = siteRouteHref(regionId, locale, link.siteRoute, context.partnerProgramName ?? '')
    if (href) return { href, external: false }
  }
  if (reference?.relationTo && reference.value) {
    const href = referenceHref(regionId, locale, reference.relationTo, reference.value)
    if (href) return { href, external: false }
  }
  const url = link.url?.trim()
  if (!url) return null
  if (isSameSitePath(url)) return { href: url, external: false }
  if (link.externalLink && /^https?:\/\//i.test(url)) return { href: url, external: true }
  return null
}
