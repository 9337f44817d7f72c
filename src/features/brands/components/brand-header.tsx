import { CmsImage } from '@/components/media/cms-image'
import type { BrandDetails } from '@/content/brands'
import { pickLogo } from '../lib/pick-logo'
import styles from '../brand-page.module.css'

/** The page header sits on a light background, so it carries the full-colour logo. */
export function BrandHeader({ brand }: { brand: BrandDetails }) {
  const logo = pickLogo(brand.logos, 'header')
  return (
    <header className={styles.header}>
      {logo && (
        <div className={styles.logo}>
          <CmsImage image={logo} sizes="240px" priority />
        </div>
      )}
      <div>
        <h1>{brand.name}</h1>
        {brand.tagline && <p className="lede">{brand.tagline}</p>}
        {brand.description && <p>{brand.description}</p>}
      </div>
    </header>
  )
}
