import type { NavLink as NavLinkData } from '@/content/navigation'
import { currentVisitor, visibleItems } from '@/lib/visitor'
import { NavLink } from './nav-link'

export function VisibleLinks({
  links,
  className,
}: {
  links: readonly NavLinkData[]
  className?: string
}) {
  const visible = visibleItems(links, currentVisitor())
  if (visible.length === 0) return null
  return (
    <ul className={className ?? 'link-list'}>
      {visible.map((link) => (
        <li key={`${link.href}-${link.title}`}>
          <NavLink link={link} />
        </li>
      ))}
    </ul>
  )
}
