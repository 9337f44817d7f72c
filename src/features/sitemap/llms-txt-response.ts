import 'server-only'
import { type NavGroup, type NavLink, getNavigation } from '@/content/navigation'
import { getPageById } from '@/content/pages'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { siteUrl } from '@/lib/site-origin'
import { GUEST, isVisibleTo } from '@/lib/visitor'
import { homePath } from '@/routing/build'
import { REGIONS, defaultRegion } from '@/routing/regions'
import { code } from '@/lib/markdown/markdown-tree'
import { type LlmsLink, type LlmsSection, llmsTxt } from './lib/llms-txt'

const DETAILS = [
  'The site is published for several regions and languages (listed below). Every product and ',
  'recipe page also has a markdown copy: add ',
  code('/index.md'),
  ' to its address.',
]

const languageName = new Intl.DisplayNames(['en'], { type: 'language' })

const onSite = (link: NavLink | null, note?: string | null): LlmsLink[] =>
  link && !link.external && isVisibleTo(link.authentication, GUEST)
    ? [{ title: link.title, url: siteUrl(link.href), note }]
    : []

function groupSection(group: NavGroup): LlmsSection {
  const links = [
    ...onSite(group.link),
    ...group.sidebarLinks.flatMap((entry) => onSite(entry, entry.subtext)),
    ...group.columns
      .flat()
      .flatMap((category) => [
        ...onSite(category.link),
        ...category.children.flatMap((child) => onSite(child)),
      ]),
  ]
  const seen = new Set<string>()
  return {
    title: group.title,
    links: links.filter(({ url }) => !seen.has(url) && Boolean(seen.add(url))),
  }
}

const regionSection: LlmsSection = {
  title: 'Regions and languages',
  links: REGIONS.flatMap((region) =>
    region.locales.map((locale) => ({
      title: `${region.displayRegion} (${languageName.of(new Intl.Locale(locale).language) ?? locale})`,
      url: siteUrl(homePath(region.id, locale)),
    })),
  ),
}

/** The main sections are the default region's main navigation, as a guest sees it. */
export async function llmsTxtBody(): Promise<string> {
  const region = defaultRegion()
  const scope: ContentScope = {
    regionId: region.id,
    locale: region.defaultLocale,
    previewToken: null,
  }
  const [settings, navigation] = await Promise.all([getSiteSettings(scope), getNavigation(scope)])
  const home = settings?.homePageId ? await getPageById(scope, settings.homePageId) : null
  return llmsTxt({
    siteName: settings?.siteName || home?.title || '',
    summary: home?.metadata?.description || null,
    details: DETAILS,
    sections: [
      ...(navigation?.groups ?? [])
        .filter((group) => isVisibleTo(group.authentication, GUEST))
        .map(groupSection),
      regionSection,
      { title: 'Optional', links: [{ title: 'Sitemap', url: siteUrl('/sitemap.xml') }] },
    ],
  })
}
