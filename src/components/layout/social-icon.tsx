import type { SiteSettings } from '@/content/settings'

type Network = SiteSettings['social'][number]['network']

/**
 * Simple monochrome marks from one sprite served with the site (public/brand/social-icons.svg): nothing
 * is loaded from the networks themselves, and the drawings are not repeated in every page's HTML
 * and RSC payload.
 */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" fill="currentColor">
      <use href={`/brand/social-icons.svg#${network}`} />
    </svg>
  )
}
