import type { PageView } from '@/content/pages'
import { homePath, pagePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import type { Crumb } from './breadcrumbs'

export function pageTrail(
  page: PageView,
  regionId: string,
  locale: Locale,
  homeLabel: string,
): Crumb[] {
  const ancestors = page.path.slice(0, -1).map((slug, index) => ({
    title: page.ancestorTitles[index] ?? slug,
    href: pagePath(regionId, locale, page.path.slice(0, index + 1)),
  }))
  return [{ title: homeLabel, href: homePath(regionId, locale) }, ...ancestors]
}
