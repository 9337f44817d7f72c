import type { NavCategory } from '@/content/navigation'
import { NavLink } from './nav-link'
import { VisibleLinks } from './visible-links'

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
      <VisibleLinks links={category.children} className="nav-category-links" />
    </div>
  )
}
