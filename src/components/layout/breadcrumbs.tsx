import { SiteLink } from '@/components/link/site-link.client'

export interface Crumb {
  title: string
  href: string
}

interface BreadcrumbsProps {
  trail: readonly Crumb[]
  current: string
  label: string
}

export function Breadcrumbs({ trail, current, label }: BreadcrumbsProps) {
  return (
    <nav className="breadcrumbs container" aria-label={label}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
