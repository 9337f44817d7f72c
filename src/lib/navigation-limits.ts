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
