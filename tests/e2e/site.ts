import { homePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell): the same Blink and
 * V8 release without the desktop browser around them, which ran the suite in 58 % of the time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** Flags for Debian's Chromium on this closed network; Playwright gives each browser a fresh profile. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The region and locale a project visits the site as (src/routing/regions.ts). */
export interface SiteOptions {
  region: string
  locale: Locale
  /** The path of the region's home in that locale without the trailing slash: '' for us/en, '/mexico'. */
  prefix: string
}

export function siteOf(region: string, locale: Locale): SiteOptions {
  const home = homePath(region, locale)
  return { region, locale, prefix: home === '/' ? '' : home }
}
