import type { Metadata } from 'next'
import { blogPostRouteMetadata, renderBlogPost } from '@/features/blog/post-route'
import { resolveScope, type SiteParams } from '../../../../scope'

interface Props {
  params: Promise<SiteParams & { slug: string }>
}

export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPostRouteMetadata(await resolveScope(params), (await params).slug)
}

export default async function BlogPostPage({ params }: Props) {
  return renderBlogPost(await resolveScope(params), (await params).slug)
}
