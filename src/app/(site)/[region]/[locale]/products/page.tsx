import type { Metadata } from 'next'
import {
  productIndexMetadata,
  renderProductIndex,
} from '@/features/catalogue/product-index/product-index'
import { resolveScope, type SiteParams } from '../../../scope'
import { withDefaultShareImage } from '../share-image'

interface Props {
  params: Promise<SiteParams>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    return productIndexMetadata(await resolveScope(params))
  },
)

export default async function ProductIndexPage({ params }: Props) {
  return renderProductIndex(await resolveScope(params))
}
