import type { ReactNode } from 'react'
import { SiteLink } from '@/components/link/site-link.client'
import type { ResolvedLink } from '@/content/links'

export function LinkTo({
  link,
  className,
  children,
}: {
  link: ResolvedLink
  className?: string
  children: ReactNode
}) {
  return link.external ? (
    <a className={className} href={link.href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <SiteLink className={className} href={link.href}>
      {children}
    </SiteLink>
  )
}
