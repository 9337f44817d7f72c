import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PageView } from '@/components/layout/page-view'
import { searchBarFor } from '@/features/search/page-search-bar'
import { calculatorRoute, hasCalculatorBlock } from '@/features/avocado-calculator/route-state'
import { EMPTY_CALCULATOR_STATE } from '@/features/avocado-calculator/lib/url-state'
import { hasListingBlock } from '@/features/listings/has-listing-block'
import { canonicalListingUrl, readListingSegment } from '@/features/listings/route-state'
import { EMPTY_LISTING_STATE } from '@/features/listings/lib/listing-state'
import { DistributorFinder } from '@/features/distributors/distributor-finder'
import { isDistributorFinderPage, readFinderSegment } from '@/features/distributors/finder-route'
import { getPageById, getPageByPath } from '@/content/pages'
import { findCmsRedirect } from '@/content/redirects'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { pagePath } from '@/routing/build'
import { isJunkPath } from '@/routing/parse'
import { resolveScope, type SiteParams } from '../../../scope'
import { featureBlocks } from '../feature-blocks'
import { withDefaultShareImage } from '../share-image'

interface Props {
  params: Promise<SiteParams & { slug: string[] }>
}

export function generateStaticParams(): { slug: string[] }[] {
  return []
}

/**
 * Route params arrive percent-encoded; junk (NUL, `..`, overlong) is a 404, never an error. A last
 * segment holding `=` is a listing's state, never a slug.
 */
async function readPath(params: Props['params']) {
  const { slug } = await params
  if (isJunkPath(`/${slug.join('/')}`)) return null
  const { segments, listing } = readListingSegment(slug)
  return { path: segments.map((segment) => decodeURIComponent(segment)), listing }
}

/** The home page answers its own listing states (`/brand=acme`). */
async function findPage(scope: ContentScope, path: string[]) {
  if (path.length > 0) return getPageByPath(scope, path)
  const settings = await getSiteSettings(scope)
  return settings?.homePageId ? getPageById(scope, settings.homePageId) : null
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const [scope, route] = await Promise.all([resolveScope(params), readPath(params)])
    if (!scope || !route) return {}
    const page = await findPage(scope, route.path)
    return page ? pageMetadata(page, pagePath(scope.regionId, scope.locale, page.path)) : {}
  },
)

export default async function GenericPage({ params }: Props) {
  const [scope, route] = await Promise.all([resolveScope(params), readPath(params)])
  if (!scope || !route) return <NotFoundPage />
  const page = await findPage(scope, route.path)
  const requested = pagePath(scope.regionId, scope.locale, route.path)
  const finder = page ? await isDistributorFinderPage(scope, page.id) : false
  const listing = page && route.listing && !finder && hasListingBlock(page)
  const calculator = page && route.listing && !finder && !listing && hasCalculatorBlock(page)
  if (page && (!route.listing || finder || listing || calculator)) {
    const pageUrl =
      route.path.length > 0 ? pagePath(scope.regionId, scope.locale, page.path) : requested
    const search = finder ? readFinderSegment(pageUrl, route.listing?.raw ?? null) : null
    if (search?.redirect) permanentRedirect(search.url)
    let calculatorState = EMPTY_CALCULATOR_STATE
    if (route.listing && listing) {
      const canonical = canonicalListingUrl(pageUrl, route.listing)
      if (canonical.redirect) permanentRedirect(canonical.url)
    } else if (route.listing && calculator) {
      const canonical = calculatorRoute(pageUrl, route.listing.raw)
      if (canonical.redirect) permanentRedirect(canonical.url)
      calculatorState = canonical.state
    }
    const listingState = (listing && route.listing?.state) || EMPTY_LISTING_STATE
    return (
      <PageView
        page={page}
        scope={scope}
        searchBar={await searchBarFor(scope, page)}
        renderFeatureBlock={featureBlocks(scope, { pageUrl, listingState, calculatorState })}
        after={search && <DistributorFinder scope={scope} pageUrl={pageUrl} state={search.state} />}
      />
    )
  }
  if (page || route.listing) return <NotFoundPage />
  const target = await findCmsRedirect(scope, requested)
  if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
  return <NotFoundPage />
}
