import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { FooterDocument, NavigationBarDocument } from './generated/graphql'
import { toImage, type Image } from './images'
import { type LinkContext, type LinkSource, resolveLink } from './links'
import { getSiteSettings } from './settings'
import { type ContentScope, scopeVariables } from './scope'

import type { Authentication } from '@/lib/visitor'

export type { Authentication }

export interface NavLink {
  title: string
  href: string
  external: boolean
  authentication: Authentication
}

export interface Navigation {
  logo: Image | null
  regionDropdownTitle: string | null
  languageDropdownTitle: string | null
  links: NavLink[]
  groups: NavLink[]
}

export interface Footer {
  businessName: string | null
  businessPhone: string | null
  logo: Image | null
  legalLinks: NavLink[]
}

type TitledLink = LinkSource & { title?: string | null; authentication?: string | null }

function toNavLink(context: LinkContext, link: TitledLink | null | undefined, title = link?.title): NavLink[] {
  if (!link || !title) return []
  const resolved = resolveLink(context, link)
  if (!resolved) return []
  const authentication = link.authentication === 'signedIn' || link.authentication === 'signedOut' ? link.authentication : 'any'
  return [{ title, ...resolved, authentication }]
}

async function linkContext(scope: ContentScope): Promise<LinkContext> {
  const settings = await getSiteSettings(scope)
  return { regionId: scope.regionId, locale: scope.locale, partnerProgramName: settings?.partnerProgramName }
}

/** Links point at pages, so a page's new slug must refresh the bar as well. */
const linkedTags = ['pages', 'products', 'recipes', 'blogs', 'brands', 'product-categories', 'blog-categories', 'media'].map(collectionTag)

export async function getNavigation(scope: ContentScope): Promise<Navigation | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, NavigationBarDocument, vars, {
    tags: [...tagsFor('navigation-bars', vars.regionTag), ...linkedTags],
  })
  const doc = data.NavigationBars?.docs[0]
  if (!doc) return null
  const context = await linkContext(scope)
  return {
    logo: toImage(doc.logo),
    regionDropdownTitle: doc.regionDropdownTitle ?? null,
    languageDropdownTitle: doc.languageDropdownTitle ?? null,
    links: (doc.rightPreNavigationLinks ?? []).flatMap((link) => toNavLink(context, link)),
    groups: (doc.groups ?? []).flatMap((group) =>
      toNavLink(context, group.link ? { ...group.link, authentication: group.authentication } : null, group.title),
    ),
  }
}

export async function getFooter(scope: ContentScope): Promise<Footer | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, FooterDocument, vars, { tags: [...tagsFor('footers', vars.regionTag), ...linkedTags] })
  const doc = data.Footers?.docs[0]
  if (!doc) return null
  const context = await linkContext(scope)
  return {
    businessName: doc.businessName ?? null,
    businessPhone: doc.businessPhone ?? null,
    logo: toImage(doc.logo),
    legalLinks: [doc.privacyPolicyLink, doc.termsLink].flatMap((link) => toNavLink(context, link)),
  }
}
