import type { Metadata } from 'next'
import { brandPageMetadata, renderBrandPage } from '@/features/brands/brand-page'
import { resolveScope, type SiteParams } from '../../../../scope'

interface Props {
  params: Promise<SiteParams & { slug: string }>
}

export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [scope, { slug }] = await Promise.all([resolveScope(params), params])
  return brandPageMetadata(scope, slug)
}

export default async function BrandPage({ params }: Props) {
  const [scope, { slug }] = await Promise.all([resolveScope(params), params])
  return renderBrandPage(scope, slug)
}
