import Link from 'next/link'
import type { PageView } from '@/content/pages'
import { homePath, pagePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'

interface BreadcrumbsProps {
  page: PageView
  regionId: string
  locale: Locale
  label: string
  homeLabel: string
}

/** Home, then each ancestor by slug, then the page itself (not a link). */
export function Breadcrumbs({ page, regionId, locale, label, homeLabel }: BreadcrumbsProps) {
  const ancestors = page.path.slice(0, -1)
  return (
    <nav className="breadcrumbs container" aria-label={label}>
      <ol>
        <li>
          <Link href={homePath(regionId, locale)} prefetch={false}>
            {homeLabel}
          </Link>
        </li>
        {ancestors.map((slug, index) => (
          <li key={slug}>
            <Link href={pagePath(regionId, locale, page.path.slice(0, index + 1))} prefetch={false}>
              {page.ancestorTitles[index] ?? slug}
            </Link>
          </li>
        ))}
        <li aria-current="page">{page.breadcrumbTitle || page.title}</li>
      </ol>
    </nav>
  )
}
