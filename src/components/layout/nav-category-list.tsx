import type { NavCategory } from '@/content/navigation'
import { NavLink } from './nav-link'
import { LinkList } from './visible-links'

/** The category's links are chosen for the visitor before they get here (visible-group.ts). */
export function NavCategoryList({
  category,
  headingLevel = 3,
}: {
  category: NavCategory
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="nav-category">
      <Heading className="nav-category-name">
        {category.link ? <NavLink link={category.link}>{category.name}</NavLink> : category.name}
      </Heading>
      <LinkList links={category.children} className="nav-category-links" />
    </div>
  )
}
