import { productMarkdownResponse } from '@/features/catalogue/markdown/product-markdown-response'
import { publicScope, type SiteParams } from '../../../../../scope'

// Rendered on first request and kept like the page beside it; a publish of the product refreshes it.
export const revalidate = 86400

export function generateStaticParams(): { first: string }[] {
  return []
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<SiteParams & { first: string }> },
) {
  const { first, ...site } = await params
  return productMarkdownResponse(publicScope(site), first)
}
