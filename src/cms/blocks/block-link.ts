import { type LinkSource, type ResolvedLink, resolveLink } from '@/content/links'
import type { BlockContext } from './block-context'

export function blockLink(
  context: BlockContext,
  link: LinkSource | null | undefined,
): ResolvedLink | null {
  return link ? resolveLink({ regionId: context.regionId, locale: context.locale }, link) : null
}
