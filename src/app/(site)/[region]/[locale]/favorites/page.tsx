import type { Metadata } from 'next'
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
    return scope ? favoritesPageMetadata(scope) : {}
  },
)

export default async function Favorites({ params }: Props) {
  const scope = await resolveScope(params)
  if (!scope) return <NotFoundPage />
  return <FavoritesPage scope={scope} />
}
