import type { Footer } from '@/content/navigation'
import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { VisibleLinks } from './visible-links'

interface SiteFooterProps {
  footer: Footer | null
  settings: SiteSettings | null
  t: Translate
}

export function SiteFooter({ footer, settings, t }: SiteFooterProps) {
  const company = settings?.copyrightCompanyName ?? ''
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-business">
          {footer?.businessName && <p className="footer-name">{footer.businessName}</p>}
          {footer?.businessPhone && (
            <p>
              <a href={`tel:${footer.businessPhone.replace(/[^+\d]/g, '')}`}>{footer.businessPhone}</a>
            </p>
          )}
        </div>
        <nav aria-label={t('shell.footerNavigation')}>
          <VisibleLinks links={footer?.legalLinks ?? []} />
        </nav>
        <p className="copyright">{t('shell.copyright', { year: new Date().getFullYear(), company })}</p>
      </div>
    </footer>
  )
}
