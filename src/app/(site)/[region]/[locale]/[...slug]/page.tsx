import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PageView } from '@/components/layout/page-view'
import { searchBarFor } from '@/features/search/page-search-bar'
import { DistributorFinder } from '@/features/distributors/distributor-finder'
import { SignInPrompt } from '@/features/partner-program/sign-in-prompt'
import {
  PartnerScreenView,
  partnerRouteFor,
  partnerScreenMetadata,
} from '@/features/partner-program/partner-screen'
import { findCmsRedirect } from '@/content/redirects'
import { pagePath } from '@/routing/build'
import { resolveScope, type SiteParams } from '../../../scope'
import { featureBlocks } from '../feature-blocks'
import { withDefaultShareImage } from '../share-image'
import { readPageState } from './page-state'
import { findRequestedPage, readPageRequest } from './requested-page'

interface Props {
  params: Promise<SiteParams & { slug: string[] }>
}

export function generateStaticParams(): { slug: string[] }[] {
  return []
}

const readRequest = async (params: Props['params']) => readPageRequest((await params).slug)

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const [scope, request] = await Promise.all([resolveScope(params), readRequest(params)])
    if (!scope || !request) return {}
    const partnerRoute = request.state === null && (await partnerRouteFor(scope, request.path))
    if (partnerRoute) return partnerScreenMetadata(scope, partnerRoute)
    const page = await findRequestedPage(scope, request.path)
    return page ? pageMetadata(page, pagePath(scope.regionId, scope.locale, page.path)) : {}
  },
)

export default async function GenericPage({ params }: Props) {
  const [scope, request] = await Promise.all([resolveScope(params), readRequest(params)])
  if (!scope || !request) return <NotFoundPage />
  const partnerRoute = request.state === null && (await partnerRouteFor(scope, request.path))
  if (partnerRoute) return <PartnerScreenView scope={scope} route={partnerRoute} />
  const page = await findRequestedPage(scope, request.path)
  const requested = pagePath(scope.regionId, scope.locale, request.path)
  if (!page) {
    const target = request.state === null ? await findCmsRedirect(scope, requested) : null
    if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
    return <NotFoundPage />
  }
  const pageUrl =
    request.path.length > 0 ? pagePath(scope.regionId, scope.locale, page.path) : requested
  const state = await readPageState(scope, page, pageUrl, request.state)
  if (!state) return <NotFoundPage />
  if (state.redirect) permanentRedirect(state.redirect)
  return (
    <PageView
      page={page}
      scope={scope}
      searchBar={await searchBarFor(scope, page)}
      renderFeatureBlock={featureBlocks(scope, { pageUrl, ...state.blocks })}
      after={
        state.finder && <DistributorFinder scope={scope} pageUrl={pageUrl} state={state.finder} />
      }
      denied={<SignInPrompt scope={scope} />}
    />
  )
}
