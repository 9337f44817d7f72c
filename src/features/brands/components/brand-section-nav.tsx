import { CmsImage } from '@/components/media/cms-image'
import type { BrandDetails } from '@/content/brands'
import { pickLogo } from '../lib/pick-logo'
import styles from '../brand-page.module.css'

export interface BrandSection {
  id: string
  title: string
}

interface BrandSectionNavProps {
  brand: BrandDetails
  sections: readonly BrandSection[]
  label: string
}

export function BrandSectionNav({ brand, sections, label }: BrandSectionNavProps) {
  if (sections.length < 2) return null
  const logo = pickLogo(brand.logos, 'inPageNavigation')
  return (
    <nav className={styles.sectionNav} aria-label={label}>
      {/* The heading already names the brand: the logo here is decoration. */}
      {logo && (
        <span className={styles.navLogo}>
          <CmsImage image={{ ...logo, alt: '' }} sizes="96px" />
        </span>
      )}
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
