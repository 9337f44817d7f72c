import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { searchSite } from '@/content/search'
import { isFeatureOn } from '@/content/settings'
import { readSearchParams } from '@/features/search/lib/search-params'
import { searchPath } from '@/features/search/lib/search-path'
import { SearchView } from '@/features/search/search-view'
import { translator } from '@/i18n/translate'
import { resolveScope, type SiteParams } from '../../../scope'
import { withDefaultShareImage } from '../share-image'

// The query is in the URL: every request renders; the index reads stay cached until a publish.
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<SiteParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const scope = await resolveScope(params)
    if (!scope) return {}
    return {
      title: translator(scope.locale)('search.title'),
      robots: FOLLOW_ONLY,
    }
  },
)

export default async function SearchPage({ params, searchParams }: Props) {
  const [scope, query] = await Promise.all([resolveScope(params), searchParams])
  if (!scope || !(await isFeatureOn(scope, 'search'))) notFound()
  const state = readSearchParams(query)
  const found = state.query ? await searchSite(scope, state) : null
  return (
    <SearchView
      searchPath={searchPath(scope.regionId, scope.locale)}
      regionId={scope.regionId}
      locale={scope.locale}
      state={state}
      found={found}
      t={translator(scope.locale)}
    />
  )
}
