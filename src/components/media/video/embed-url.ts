import type { EmbedDomains } from '@/content/embed-domains'
import { type EmbeddedSource, VIDEO_ID_PATTERNS } from '@/lib/video-id'

/** Autoplays because it is only built after the visitor pressed play. */
export function embedUrl(
  source: EmbeddedSource,
  videoId: string,
  domains: EmbedDomains,
): string | null {
  if (!VIDEO_ID_PATTERNS[source].test(videoId)) return null
  if (source === 'youtube') return `https://${domains.youTube}/embed/${videoId}?autoplay=1&rel=0`
  return `https://${domains.wistia}/embed/iframe/${videoId}?autoPlay=true`
}
