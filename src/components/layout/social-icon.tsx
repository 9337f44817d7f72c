import type { SiteSettings } from '@/content/settings'

type Network = SiteSettings['social'][number]['network']

// One sprite served with the site: nothing loads from the networks, and pages do not repeat it.
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" fill="currentColor">
      <use href={`/brand/social-icons.svg#${network}`} />
    </svg>
  )
}
