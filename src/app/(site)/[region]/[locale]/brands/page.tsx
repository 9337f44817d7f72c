import type { Metadata } from 'next'
import { brandIndexMetadata, renderBrandIndex } from '@/features/brands/brand-index'
import { resolveScope, type SiteParams } from '../../../scope'

interface Props {
  params: Promise<SiteParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandIndexMetadata(await resolveScope(params))
}

export default async function BrandIndexPage({ params }: Props) {
  return renderBrandIndex(await resolveScope(params))
}
