import Link from 'next/link'
import type { NavLink } from '@/content/navigation'
import { currentVisitor, isVisibleTo } from '@/lib/visitor'

/** Links carry an authentication setting; only those matching the visitor's login state show. */
export function VisibleLinks({ links, className }: { links: readonly NavLink[]; className?: string }) {
  const visitor = currentVisitor()
  const visible = links.filter((link) => isVisibleTo(link.authentication, visitor))
  if (visible.length === 0) return null
  return (
    <ul className={className ?? 'link-list'}>
      {visible.map((link) => (
        <li key={`${link.href}-${link.title}`}>
          {link.external ? (
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.title}
            </a>
          ) : (
            <Link href={link.href} prefetch={false}>
              {link.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
