import type { Metadata } from 'next'
import {
  productIndexMetadata,
  renderProductIndex,
} from '@/features/catalogue/product-index/product-index'
import { resolveScope, type SiteParams } from '../../../scope'

interface Props {
  params: Promise<SiteParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productIndexMetadata(await resolveScope(params))
}

export default async function ProductIndexPage({ params }: Props) {
  return renderProductIndex(await resolveScope(params))
}
