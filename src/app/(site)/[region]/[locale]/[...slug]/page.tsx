import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PageView } from '@/components/layout/page-view'
import { searchBarFor } from '@/features/search/page-search-bar'
import { getPageByPath } from '@/content/pages'
import { findCmsRedirect } from '@/content/redirects'
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

/** Route params arrive percent-encoded; junk (NUL, `..`, overlong) is a 404, never an error. */
async function readPath(params: Props['params']): Promise<string[] | null> {
  const { slug } = await params
  const raw = `/${slug.join('/')}`
  if (isJunkPath(raw)) return null
  return slug.map((segment) => decodeURIComponent(segment))
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const [scope, path] = await Promise.all([resolveScope(params), readPath(params)])
    if (!scope || !path) return {}
    const page = await getPageByPath(scope, path)
    return page ? pageMetadata(page, pagePath(scope.regionId, scope.locale, page.path)) : {}
  },
)

export default async function GenericPage({ params }: Props) {
  const [scope, path] = await Promise.all([resolveScope(params), readPath(params)])
  if (!scope || !path) return <NotFoundPage />
  const page = await getPageByPath(scope, path)
  if (page)
    return (
      <PageView
        page={page}
        scope={scope}
        searchBar={await searchBarFor(scope, page)}
        renderFeatureBlock={featureBlocks(scope)}
      />
    )
  const target = await findCmsRedirect(scope, pagePath(scope.regionId, scope.locale, path))
  if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
  return <NotFoundPage />
}
