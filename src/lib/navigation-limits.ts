/** Spec §9 limits of the navigation bar and footer: the CMS enforces them, the site trusts no more. */
export const NAV_LIMITS = {
  rightPreNavigationLinks: 4,
  groups: 4,
  sidebarLinks: 5,
  promos: 5,
  categoryColumns: 4,
  categoriesPerColumn: 5,
  childLinks: 20,
} as const

export const FOOTER_LIMITS = { columns: 4, categoriesPerColumn: 5, childLinks: 20 } as const

type Audienced = { authentication?: string | null }

/**
 * The limits are what one visitor sees: a list may hold a guest's and a partner's version of a
 * slot (`signedOut` and `signedIn`), up to twice the limit in all, each audience within it.
 */
export const storedRows = (limit: number) => limit * 2

export function overLimitForAnAudience(rows: readonly Audienced[], limit: number): boolean {
  const guests = rows.filter((row) => row.authentication !== 'signedIn').length
  const partners = rows.filter((row) => row.authentication !== 'signedOut').length
  return guests > limit || partners > limit
}
