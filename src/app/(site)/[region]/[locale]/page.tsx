import { EMPTY_CALCULATOR_STATE } from '@/features/avocado-calculator/lib/url-state'
import type { Metadata } from 'next'
import { PageView } from '@/components/layout/page-view'
import { searchBarFor } from '@/features/search/page-search-bar'
import { getPageById } from '@/content/pages'
import { getSiteSettings } from '@/content/settings'
import type { ContentScope } from '@/content/scope'
import { pageMetadata } from '@/components/layout/page-metadata'
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
  const page = await loadHome(scope)
  if (!page) return <NotFoundPage />
  return (
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
  )
}
