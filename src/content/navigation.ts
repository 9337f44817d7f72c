import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { FOOTER_LIMITS, NAV_LIMITS, storedRows } from '@/lib/navigation-limits'
import type { Authentication } from '@/lib/visitor'
import { runQuery } from './client'
import {
  FooterDocument,
  NavigationBarDocument,
  type SiteLinkFieldsFragment,
} from './generated/graphql'
import { toImage, type Image } from './images'
import { LINK_TARGET_TAGS, type LinkContext, type LinkSource, resolveLink } from './links'
import { getSiteSettings, isFeatureOn, routesOffIn } from './settings'
import { type ContentScope, scopeVariables } from './scope'

export type { Authentication }

export interface NavLink {
  title: string
  href: string
  external: boolean
  authentication: Authentication
}

export interface SidebarLink extends NavLink {
  subtext: string | null
}

export interface NavCategory {
  name: string
  link: NavLink | null
  children: NavLink[]
}

export interface NavPromo {
  title: string
  text: string | null
  image: Image | null
  link: NavLink | null
  authentication: Authentication
}

export interface NavGroup {
  key: string
  title: string
  link: NavLink | null
  authentication: Authentication
  sidebarLinks: SidebarLink[]
  promos: NavPromo[]
  columns: NavCategory[][]
}

export interface Navigation {
  logo: Image | null
  regionDropdownTitle: string | null
  languageDropdownTitle: string | null
  leftLinks: NavLink[]
  rightLinks: NavLink[]
  groups: NavGroup[]
  sampleBagLink: NavLink | null
}

export interface FooterColumn {
  key: string
  name: string
  dividers: boolean
  authentication: Authentication
  categories: NavCategory[]
}

export interface Footer {
  businessName: string | null
  businessPhone: string | null
  logo: Image | null
  legalLinks: NavLink[]
  columns: FooterColumn[]
  /** The CMS form the footer offers for email sign-up, drawn where global settings allow it. */
  signupFormId: number | null
}

type TitledLink = LinkSource & { title?: string | null; authentication?: string | null }

const toAuthentication = (value: string | null | undefined): Authentication =>
  value === 'signedIn' || value === 'signedOut' ? value : 'any'

function toNavLink(
  context: LinkContext,
  link: TitledLink | null | undefined,
  title = link?.title,
): NavLink | null {
  if (!link || !title) return null
  const resolved = resolveLink(context, link)
  return resolved
    ? { title, ...resolved, authentication: toAuthentication(link.authentication) }
    : null
}

function toNavLinks(
  context: LinkContext,
  links: readonly TitledLink[] | null | undefined,
  max: number,
): NavLink[] {
  return (links ?? []).flatMap((link) => toNavLink(context, link) ?? []).slice(0, max)
}

interface CategorySource {
  name?: string | null
  title?: string | null
  titleLink?: SiteLinkFieldsFragment | null
  link?: SiteLinkFieldsFragment | null
  childLinks?: readonly TitledLink[] | null
}

function toCategory(
  context: LinkContext,
  category: CategorySource,
  maxChildren: number,
): NavCategory | null {
  const name = category.name ?? category.title
  if (!name) return null
  return {
    name,
    link: toNavLink(context, category.titleLink ?? category.link, name),
    children: toNavLinks(context, category.childLinks, maxChildren),
  }
}

async function linkContext(scope: ContentScope): Promise<LinkContext> {
  const [settings, routesOff] = await Promise.all([getSiteSettings(scope), routesOffIn(scope)])
  return {
    regionId: scope.regionId,
    locale: scope.locale,
    partnerProgramName: settings?.partnerProgramName,
    routesOff,
  }
}

const linkedTags = [...LINK_TARGET_TAGS, collectionTag('media')]

type NavigationDoc = NonNullable<NonNullable<Awaited<ReturnType<typeof fetchNavigation>>>>
type GroupDoc = NonNullable<NavigationDoc['groups']>[number]

async function fetchNavigation(scope: ContentScope) {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, NavigationBarDocument, vars, {
    tags: [...tagsFor('navigation-bars', vars.regionTag), ...linkedTags],
  })
  return data.NavigationBars?.docs[0] ?? null
}

function toGroup(context: LinkContext, group: GroupDoc, index: number): NavGroup {
  return {
    key: group.id ?? String(index),
    title: group.title ?? '',
    link: toNavLink(context, group.link, group.title),
    authentication: toAuthentication(group.authentication),
    sidebarLinks: (group.sidebarLinks ?? [])
      .flatMap((link) => {
        const resolved = toNavLink(context, link)
        return resolved ? [{ ...resolved, subtext: link.linkSubtext ?? null }] : []
      })
      .slice(0, NAV_LIMITS.sidebarLinks),
    promos: (group.promos ?? []).slice(0, NAV_LIMITS.promos).map((promo) => ({
      title: promo.title ?? '',
      text: promo.promoText ?? null,
      image: toImage(promo.image),
      link: toNavLink(context, promo.link, promo.title),
      authentication: toAuthentication(promo.authentication),
    })),
    columns: (group.columns ?? [])
      .slice(0, NAV_LIMITS.categoryColumns)
      .map((column) =>
        (column.categories ?? [])
          .flatMap((category) => toCategory(context, category, NAV_LIMITS.childLinks) ?? [])
          .slice(0, NAV_LIMITS.categoriesPerColumn),
      )
      .filter((column) => column.length > 0),
  }
}

export async function getNavigation(scope: ContentScope): Promise<Navigation | null> {
  const [doc, sampleBagOn] = await Promise.all([
    fetchNavigation(scope),
    isFeatureOn(scope, 'sampleBag'),
  ])
  if (!doc) return null
  const context = await linkContext(scope)
  return {
    logo: toImage(doc.logo),
    regionDropdownTitle: doc.regionDropdownTitle ?? null,
    languageDropdownTitle: doc.languageDropdownTitle ?? null,
    leftLinks: toNavLinks(context, doc.leftPreNavigationLinks, Infinity),
    // Twice the limits: a guest's and a partner's version of a slot (lib/navigation-limits.ts).
    rightLinks: toNavLinks(
      context,
      doc.rightPreNavigationLinks,
      storedRows(NAV_LIMITS.rightPreNavigationLinks),
    ),
    groups: (doc.groups ?? [])
      .slice(0, storedRows(NAV_LIMITS.groups))
      .map((group, index) => toGroup(context, group, index)),
    sampleBagLink:
      doc.sampleBagEnabled && sampleBagOn ? toNavLink(context, doc.sampleBagNavigationLink) : null,
  }
}

export async function getFooter(scope: ContentScope): Promise<Footer | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, FooterDocument, vars, {
    tags: [...tagsFor('footers', vars.regionTag), ...linkedTags],
  })
  const doc = data.Footers?.docs[0]
  if (!doc) return null
  const context = await linkContext(scope)
  return {
    businessName: doc.businessName ?? null,
    businessPhone: doc.businessPhone ?? null,
    signupFormId: doc.signupForm?.id ?? null,
    logo: toImage(doc.logo),
    legalLinks: [doc.privacyPolicyLink, doc.termsLink].flatMap(
      (link) => toNavLink(context, link) ?? [],
    ),
    columns: (doc.columns ?? [])
      .slice(0, storedRows(FOOTER_LIMITS.columns))
      .map((column, index) => ({
        key: column.id ?? String(index),
        name: column.name ?? '',
        dividers: column.dividers ?? false,
        authentication: toAuthentication(column.authentication),
        categories: (column.categories ?? [])
          .flatMap((category) => toCategory(context, category, FOOTER_LIMITS.childLinks) ?? [])
          .slice(0, FOOTER_LIMITS.categoriesPerColumn),
      })),
  }
}
