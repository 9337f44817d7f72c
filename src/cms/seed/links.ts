import type { Locale } from '../../routing/locales'
import type { LinkTarget, SeedNavLink } from './data/chrome'

export interface LinkTargets {
  pages: Map<string, number>
  productCategories: Map<number | string, number>
  blogCategories: Map<string, number>
  recipes: Map<string, number>
  brands: Map<string, number>
}

type LinkData = Record<string, unknown>

export function linkData(targets: LinkTargets, target: LinkTarget): LinkData {
  const ref = (relationTo: string, id: number | undefined) =>
    id === undefined ? {} : { reference: { relationTo, value: id } }
  switch (target.kind) {
    case 'page':
      return ref('pages', targets.pages.get(target.slugChain.join('/')))
    case 'productCategory':
      return ref('product-categories', targets.productCategories.get(target.slug))
    case 'blogCategory':
      return ref('blog-categories', targets.blogCategories.get(target.slug))
    case 'recipe':
      return ref('recipes', targets.recipes.get(target.slug))
    case 'brand':
      return ref('brands', targets.brands.get(target.slug))
    case 'home':
      return { siteRoute: 'home' }
    case 'productIndex':
      return { siteRoute: 'productIndex' }
    case 'recipeIndex':
      return { siteRoute: 'recipeIndex' }
    case 'blogIndex':
      return { siteRoute: 'blogIndex' }
    case 'partnerHome':
      return { siteRoute: 'partnerHome' }
    case 'sampleBag':
      return { siteRoute: 'sampleBag' }
  }
}

export function navLink(
  targets: LinkTargets,
  link: SeedNavLink,
  locale: Locale,
  extra: LinkData = {},
): LinkData {
  return {
    title: link.title[locale],
    authentication: link.authentication ?? 'any',
    ...linkData(targets, link.target),
    ...extra,
  }
}
