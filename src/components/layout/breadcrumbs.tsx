import { SiteLink } from '@/components/link/site-link.client'
import { breadcrumbListJsonLd } from '@/components/structured-data/breadcrumb-list'
import { JsonLd } from '@/components/structured-data/json-ld'
import { siteUrl } from '@/lib/site-origin'

export interface Crumb {
  title: string
  href: string
}

interface BreadcrumbsProps {
  trail: readonly Crumb[]
  current: string
  label: string
}

/** The trail, shown and as structured data for search engines. */
export function Breadcrumbs({ trail, current, label }: BreadcrumbsProps) {
  const items = [
    ...trail.map((crumb) => ({ name: crumb.title, url: siteUrl(crumb.href) })),
    { name: current },
  ]
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
      <JsonLd data={breadcrumbListJsonLd(items)} />
    </nav>
  )
}
