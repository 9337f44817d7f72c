import type { FooterColumn, NavCategory, NavGroup } from '@/content/navigation'
import { FOOTER_LIMITS, NAV_LIMITS } from '@/lib/navigation-limits'
import { type Visitor, visibleItems } from '@/lib/visitor'

/** The group travels to the browser as data, so nothing the visitor may not see may be in it. */
export function visibleGroup(group: NavGroup, visitor: Visitor): NavGroup {
  return {
    ...group,
    sidebarLinks: visibleItems(group.sidebarLinks, visitor),
    promos: visibleItems(group.promos, visitor),
    columns: group.columns.map((column) => visibleCategories(column, visitor)),
  }
}

/** The CMS may hold a guest's and a partner's version of a column: each sees at most the limit. */
export function visibleFooterColumns(
  columns: readonly FooterColumn[],
  visitor: Visitor,
): FooterColumn[] {
  return visibleItems(columns, visitor)
    .slice(0, FOOTER_LIMITS.columns)
    .map((column) => ({
      ...column,
      categories: visibleCategories(column.categories, visitor),
    }))
}

function visibleCategories(categories: readonly NavCategory[], visitor: Visitor): NavCategory[] {
  return categories.map((category) => ({
    ...category,
    children: visibleItems(category.children, visitor),
  }))
}

export function visibleGroups(groups: readonly NavGroup[], visitor: Visitor): NavGroup[] {
  return visibleItems(groups, visitor)
    .slice(0, NAV_LIMITS.groups)
    .map((group) => visibleGroup(group, visitor))
}
