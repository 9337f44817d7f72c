import Link from 'next/link'
import type { Navigation } from '@/content/navigation'
import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { homePath } from '@/routing/build'
import { localeAfterRegionChange } from '@/routing/derive'
import { type Locale, localeLabel } from '@/routing/locales'
import { REGIONS, type Region } from '@/routing/regions'
import { LanguageMenu } from './language-menu.client'
import { NavMenuProvider } from './nav-menu-state.client'
import { RegionMenu } from './region-menu.client'
import { VisibleLinks } from './visible-links'

interface SiteHeaderProps {
  region: Region
  locale: Locale
  settings: SiteSettings | null
  navigation: Navigation | null
  t: Translate
}

export function SiteHeader({ region, locale, settings, navigation, t }: SiteHeaderProps) {
  const regionItems = REGIONS.map((entry) => {
    const landing = localeAfterRegionChange(entry.id, locale)
    return { value: entry.id, label: entry.displayRegion, locale: landing, href: homePath(entry.id, landing) }
  })
  const siteName = settings?.siteName ?? ''
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavMenuProvider className="header-inner">
        <Link className="brand" href={homePath(region.id, locale)} aria-label={`${siteName} – ${t('shell.home')}`}>
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{siteName}</span>
        </Link>
        <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
          <VisibleLinks links={navigation?.groups ?? []} />
        </nav>
        <div className="pre-nav">
          <VisibleLinks links={navigation?.links ?? []} />
          <RegionMenu
            title={navigation?.regionDropdownTitle || t('shell.region')}
            currentRegion={region.id}
            currentLabel={region.displayRegion}
            items={regionItems}
          />
          {region.hasLanguageDropdown && (
            <LanguageMenu
              title={navigation?.languageDropdownTitle || t('shell.language')}
              regionId={region.id}
              currentLocale={locale}
              currentLabel={localeLabel(locale)}
              locales={region.locales.map((code) => ({ code, label: localeLabel(code) }))}
            />
          )}
          <span className="visitor-label">{t('shell.guest')}</span>
        </div>
      </NavMenuProvider>
    </header>
  )
}
