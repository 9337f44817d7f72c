import type { Metadata } from 'next'
import { brandIndexMetadata, renderBrandIndex } from '@/features/brands/brand-index'
import { resolveScope, type SiteParams } from '../../../scope'
import { withDefaultShareImage } from '../share-image'

interface Props {
  params: Promise<SiteParams>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    return brandIndexMetadata(await resolveScope(params))
  },
)

export default async function BrandIndexPage({ params }: Props) {
  return renderBrandIndex(await resolveScope(params))
}
