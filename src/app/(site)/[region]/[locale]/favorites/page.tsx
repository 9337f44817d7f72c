import type { Metadata } from 'next'
import { isFeatureOn } from '@/content/settings'
import { FavoritesPage, favoritesPageMetadata } from '@/features/favorites/favorites-page'
import { resolveScope, type SiteParams } from '../../../scope'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { withDefaultShareImage } from '../share-image'

interface Props {
  params: Promise<SiteParams>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const scope = await resolveScope(params)
    return scope && (await isFeatureOn(scope, 'favorites')) ? favoritesPageMetadata(scope) : {}
  },
)

export default async function Favorites({ params }: Props) {
  const scope = await resolveScope(params)
  if (!scope || !(await isFeatureOn(scope, 'favorites'))) return <NotFoundPage />
  return <FavoritesPage scope={scope} />
}
