import './footer.css'
import type { ReactNode } from 'react'
import { CmsImage } from '@/components/media/cms-image'
import type { Footer } from '@/content/navigation'
import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import type { Visitor } from '@/lib/visitor'
import { visibleFooterColumns } from './visible-group'
import { NavCategoryList } from './nav-category-list'
import { SocialIcon } from './social-icon'
import { VisibleLinks } from './visible-links'

interface SiteFooterProps {
  footer: Footer | null
  settings: SiteSettings | null
  t: Translate
  visitor: Visitor
  /** The email sign-up form, drawn by the app layout (a shared component never imports features). */
  signup?: ReactNode
}

const SOCIAL_NAMES = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
} as const

export function SiteFooter({ footer, settings, t, visitor, signup }: SiteFooterProps) {
  const company = settings?.copyrightCompanyName ?? ''
  const columns = visibleFooterColumns(footer?.columns ?? [], visitor)
  const social = settings?.social ?? []
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-business">
          <CmsImage image={footer?.logo ?? null} sizes="160px" className="footer-logo" />
          {footer?.businessName && <p className="footer-name">{footer.businessName}</p>}
          {footer?.businessPhone && (
            <p>
              <a href={`tel:${footer.businessPhone.replace(/[^+\d]/g, '')}`}>
                {footer.businessPhone}
              </a>
            </p>
          )}
        </div>
        {columns.length > 0 && (
          <nav className="footer-columns" aria-label={t('shell.footerNavigation')}>
            {columns.map((column) => (
              <section
                key={column.key}
                className={
                  column.dividers ? 'footer-column footer-column-dividers' : 'footer-column'
                }
              >
                <h2 className="footer-column-name">{column.name}</h2>
                {column.categories.map((category) => (
                  <NavCategoryList key={category.name} category={category} />
                ))}
              </section>
            ))}
          </nav>
        )}
        {signup && <div className="footer-signup">{signup}</div>}
        <div className="footer-bottom">
          <VisibleLinks
            links={footer?.legalLinks ?? []}
            visitor={visitor}
            className="link-list footer-legal"
          />
          {social.length > 0 && (
            <ul className="footer-social">
              {social.map((entry) => (
                <li key={entry.network}>
                  <a
                    href={entry.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={SOCIAL_NAMES[entry.network]}
                  >
                    <SocialIcon network={entry.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="copyright">
            {t('shell.copyright', { year: new Date().getFullYear(), company })}
          </p>
        </div>
      </div>
    </footer>
  )
}
