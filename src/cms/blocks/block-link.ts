import { type LinkSource, type ResolvedLink, resolveLink } from '@/content/links'
import type { BlockContext } from './block-context'

export function blockLink(
  context: BlockContext,
  link: LinkSource | null | undefined,
): ResolvedLink | null {
  const { regionId, locale, routesOff } = context
  return link ? resolveLink({ regionId, locale, routesOff }, link) : null
}
