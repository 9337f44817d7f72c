import { pagePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'

/** The screens under the program's segment: `/terrafield+`, `/terrafield+/sign-in`, … */
export const PARTNER_SCREENS = [
  'sign-in',
  'register',
  'profile',
  'forgot-password',
  'reset-password',
] as const
export type PartnerScreen = 'home' | (typeof PARTNER_SCREENS)[number]

export function partnerPath(
  regionId: string,
  locale: Locale,
  segment: string,
  screen: PartnerScreen = 'home',
): string {
  return pagePath(regionId, locale, screen === 'home' ? [segment] : [segment, screen])
}

/** The screen a page path asks for, when its first segment is the program's. */
export function partnerScreenOf(path: readonly string[], segment: string): PartnerScreen | null {
  if (path[0]?.toLowerCase() !== segment || path.length > 2) return null
  if (path.length === 1) return 'home'
  const screen = PARTNER_SCREENS.find((name) => name === path[1])
  return screen ?? null
}

/** The site's API under the program's name (a rewrite leads it to `/api/partner-program`). */
export const partnerApiPath = (
  segment: string,
  endpoint: 'session' | 'profile' | 'password-reset' | 'password' | 'registration',
) => `/api/${segment}/${endpoint}`
