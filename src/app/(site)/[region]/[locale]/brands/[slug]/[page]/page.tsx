import type { Metadata } from 'next'
import { brandPageMetadata, renderBrandPage } from '@/features/brands/brand-page'
import { resolveScope, type SiteParams } from '../../../../../scope'

interface Props {
  params: Promise<SiteParams & { slug: string; page: string }>
}

export function generateStaticParams(): { page: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [scope, { slug, page }] = await Promise.all([resolveScope(params), params])
  return brandPageMetadata(scope, slug, page)
}

export default async function BrandProductsPage({ params }: Props) {
  const [scope, { slug, page }] = await Promise.all([resolveScope(params), params])
  return renderBrandPage(scope, slug, page)
}
