export interface ManifestIcon {
  src: string
  sizes: string
  type: string
}

export interface ManifestInput {
  siteName: string
  themeColor: string | null
  startUrl: string
  lang: string
  icons: ManifestIcon[]
}

const SHORT_NAME_LENGTH = 12
const BACKGROUND = '#ffffff'

/** Home screens truncate past about 12 characters, so a longer name keeps its first word. */
export function shortName(siteName: string): string {
  return siteName.length <= SHORT_NAME_LENGTH ? siteName : (siteName.split(/\s+/)[0] ?? siteName)
}

export function webManifest({ siteName, themeColor, startUrl, lang, icons }: ManifestInput) {
  const name = siteName.trim()
  return {
    ...(name ? { name, short_name: shortName(name) } : {}),
    id: startUrl,
    start_url: startUrl,
    scope: '/',
    lang,
    display: 'standalone',
    ...(themeColor ? { theme_color: themeColor } : {}),
    background_color: BACKGROUND,
    icons,
  }
}
