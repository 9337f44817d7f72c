import type { NavGroup } from '@/content/navigation'
import { type Visitor, visibleItems } from '@/lib/visitor'

/** The group travels to the browser as data, so nothing the visitor may not see may be in it. */
export function visibleGroup(group: NavGroup, visitor: Visitor): NavGroup {
  return {
    ...group,
    sidebarLinks: visibleItems(group.sidebarLinks, visitor),
    promos: visibleItems(group.promos, visitor),
    columns: group.columns.map((column) =>
      column.map((category) => ({
        ...category,
        children: visibleItems(category.children, visitor),
      })),
    ),
  }
}
