import { EMPTY_CALCULATOR_STATE } from '@/features/avocado-calculator/lib/url-state'
import type { Metadata } from 'next'
import { PageView } from '@/components/layout/page-view'
import { searchBarFor } from '@/features/search/page-search-bar'
import { getPageById } from '@/content/pages'
import { getSiteSettings } from '@/content/settings'
import type { ContentScope } from '@/content/scope'
import { pageMetadata } from '@/components/layout/page-metadata'
import { JsonLd } from '@/components/structured-data/json-ld'
import { siteJsonLd } from '@/components/structured-data/site-json-ld'
import { searchPath } from '@/features/search/lib/search-path'
import { siteUrl } from '@/lib/site-origin'
import { homePath } from '@/routing/build'
import { REGION_IDS } from '@/routing/regions'
import { resolveScope, type SiteParams } from '../../scope'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { EMPTY_LISTING_STATE } from '@/features/listings/lib/listing-state'
import { featureBlocks } from './feature-blocks'
import { withDefaultShareImage } from './share-image'

interface Props {
  params: Promise<SiteParams>
}

async function loadHome(scope: ContentScope) {
  const settings = await getSiteSettings(scope)
  return settings?.homePageId ? getPageById(scope, settings.homePageId) : null
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const scope = await resolveScope(params)
    const page = scope && (await loadHome(scope))
    return page && scope
      ? pageMetadata(page, homePath(scope.regionId, scope.locale), REGION_IDS)
      : {}
  },
)

export default async function HomePage({ params }: Props) {
  const scope = await resolveScope(params)
  if (!scope) return <NotFoundPage />
  const [page, settings] = await Promise.all([loadHome(scope), getSiteSettings(scope)])
  if (!page) return <NotFoundPage />
  const homeUrl = siteUrl(homePath(scope.regionId, scope.locale))
  return (
    <>
      <JsonLd
        data={siteJsonLd({
          name: settings?.siteName || page.title,
          homeUrl,
          logoUrl: settings?.logo ? siteUrl(settings.logo.url) : null,
          sameAs: settings?.social.map((entry) => entry.url) ?? [],
          searchUrlTemplate: `${siteUrl(searchPath(scope.regionId, scope.locale))}?q={search_term_string}`,
        })}
      />
      <PageView
        page={page}
        scope={scope}
        isHome
        searchBar={await searchBarFor(scope, page)}
        renderFeatureBlock={featureBlocks(scope, {
          pageUrl: homePath(scope.regionId, scope.locale),
          listingState: EMPTY_LISTING_STATE,
          calculatorState: EMPTY_CALCULATOR_STATE,
        })}
      />
    </>
  )
}
