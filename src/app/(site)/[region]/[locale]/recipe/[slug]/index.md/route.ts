import { recipeMarkdownResponse } from '@/features/recipes/markdown/recipe-markdown-response'
import { publicScope, type SiteParams } from '../../../../../scope'

// Rendered on first request and kept like the page beside it; a publish of the recipe refreshes it.
export const revalidate = 86400

export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<SiteParams & { slug: string }> },
) {
  const { slug, ...site } = await params
  return recipeMarkdownResponse(publicScope(site), slug)
}
