import { SiteMenuLink } from '@/components/link/site-link.client'
import type { ReactNode } from 'react'
import type { NavLink as NavLinkData } from '@/content/navigation'

export function NavLink({
  link,
  className,
  children,
}: {
  link: NavLinkData
  className?: string
  children?: ReactNode
}) {
  const content = children ?? link.title
  return link.external ? (
    <a className={className} href={link.href} rel="noopener noreferrer" target="_blank">
      {content}
    </a>
  ) : (
    <SiteMenuLink className={className} href={link.href}>
      {content}
    </SiteMenuLink>
  )
}
