import type { NavLink as NavLinkData } from '@/content/navigation'
import { type Visitor, visibleItems } from '@/lib/visitor'
import { NavLink } from './nav-link'

export function VisibleLinks({
  links,
  visitor,
  max = Infinity,
  className,
}: {
  links: readonly NavLinkData[]
  visitor: Visitor
  /** The limit is per visitor: the CMS may hold a guest's and a partner's version of a slot. */
  max?: number
  className?: string
}) {
  return <LinkList links={visibleItems(links, visitor).slice(0, max)} className={className} />
}

/** Links already chosen for the visitor (see visible-group.ts). */
export function LinkList({
  links,
  className,
}: {
  links: readonly NavLinkData[]
  className?: string
}) {
  if (links.length === 0) return null
  return (
    <ul className={className ?? 'link-list'}>
      {links.map((link) => (
        <li key={`${link.href}-${link.title}`}>
          <NavLink link={link} />
        </li>
      ))}
    </ul>
  )
}
