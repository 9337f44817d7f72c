export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube'

export interface ShareTarget {
  network: SocialNetwork
  label: string
  href: string
}

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
}

/** Networks with a web share address; Instagram and YouTube have none, so they get no share link. */
const SHARE_URLS: Partial<Record<SocialNetwork, (url: string, title: string) => string>> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  twitter: (url, title) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
}

export const networkName = (network: SocialNetwork) => NETWORK_NAMES[network]

export function shareTargets(
  networks: readonly SocialNetwork[],
  url: string,
  title: string,
): ShareTarget[] {
  return networks.flatMap((network) => {
    const build = SHARE_URLS[network]
    return build ? [{ network, label: NETWORK_NAMES[network], href: build(url, title) }] : []
  })
}
