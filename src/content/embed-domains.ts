import { bareHostname } from '@/lib/bare-hostname'
import { tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { EmbedDomainsDocument } from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'

/** Hosts video iframes are built on; nothing else may appear in an embed URL's origin. */
export interface EmbedDomains {
  youTube: string
  wistia: string
}

export const DEFAULT_EMBED_DOMAINS: EmbedDomains = {
  youTube: 'www.youtube-nocookie.com',
  wistia: 'fast.wistia.net',
}

interface EmbedDomainsDoc {
  youTubeEmbedDomain?: string | null
  wistiaEmbedDomain?: string | null
}

/** A blank or malformed setting falls back to the default rather than into an iframe URL. */
export function toEmbedDomains(doc: EmbedDomainsDoc | null | undefined): EmbedDomains {
  return {
    youTube: bareHostname(doc?.youTubeEmbedDomain) ?? DEFAULT_EMBED_DOMAINS.youTube,
    wistia: bareHostname(doc?.wistiaEmbedDomain) ?? DEFAULT_EMBED_DOMAINS.wistia,
  }
}

export async function getEmbedDomains(scope: ContentScope): Promise<EmbedDomains> {
  const { regionTag } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    EmbedDomainsDocument,
    { regionTag },
    { tags: tagsFor('global-settings', regionTag) },
  )
  return toEmbedDomains(data.GlobalSettings?.docs[0])
}
