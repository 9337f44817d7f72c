import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FavoritesPage, favoritesPageMetadata } from '@/features/favorites/favorites-page'
import { resolveScope, type SiteParams } from '../../../scope'

interface Props {
  params: Promise<SiteParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const scope = await resolveScope(params)
  return scope ? favoritesPageMetadata(scope) : {}
}

export default async function Favorites({ params }: Props) {
  const scope = await resolveScope(params)
  if (!scope) notFound()
  return <FavoritesPage scope={scope} />
}
