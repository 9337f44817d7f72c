import './navigation.css'
import type { ReactNode } from 'react'
import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import type { Navigation } from '@/content/navigation'
import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { NAV_LIMITS } from '@/lib/navigation-limits'
import type { Visitor } from '@/lib/visitor'
import { homePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import type { Region } from '@/routing/regions'
import { MobileMenu } from './mobile-menu.client'
import { NavGroupMenu } from './nav-group-menu.client'
import { NavLink } from './nav-link'
import { NavMenuProvider } from './nav-menu-state.client'
import { PreferenceMenus } from './preference-menus'
import { SearchIcon } from './search-icon'
import { visibleGroups } from './visible-group'
import { VisibleLinks } from './visible-links'

interface SiteHeaderProps {
  region: Region
  locale: Locale
  settings: SiteSettings | null
  navigation: Navigation | null
  /** The search screen, unless search is switched off in the region. */
  searchHref: string | null
  visitor: Visitor
  /** "Guest", or the partner's greeting and account links: drawn by the app layout. */
  account: ReactNode
  t: Translate
}

export function SiteHeader({
  region,
  locale,
  settings,
  navigation,
  searchHref,
  visitor,
  account,
  t,
}: SiteHeaderProps) {
  const siteName = settings?.siteName ?? ''
  const logo = navigation?.logo ?? settings?.logo ?? null
  const groups = visibleGroups(navigation?.groups ?? [], visitor)
  const preNavigation = (
    <>
      <VisibleLinks
        links={navigation?.leftLinks ?? []}
        visitor={visitor}
        className="link-list pre-nav-links pre-nav-left"
      />
      <VisibleLinks
        links={navigation?.rightLinks ?? []}
        visitor={visitor}
        max={NAV_LIMITS.rightPreNavigationLinks}
        className="link-list pre-nav-links pre-nav-right"
      />
    </>
  )
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavMenuProvider className="header-inner">
        <div className="pre-nav">
          <div className="pre-nav-wide">{preNavigation}</div>
          <PreferenceMenus region={region} locale={locale} navigation={navigation} t={t} />
          <div className="visitor-label">{account}</div>
        </div>
        <div className="main-bar">
          <SiteLink
            className="brand"
            href={homePath(region.id, locale)}
            aria-label={`${siteName} – ${t('shell.home')}`}
          >
            {logo ? (
              <CmsImage image={logo} sizes="160px" eager className="brand-logo" />
            ) : (
              <span className="brand-mark" aria-hidden="true" />
            )}
            <span className="brand-name">{siteName}</span>
          </SiteLink>
          <MobileMenu openLabel={t('shell.openMenu')} closeLabel={t('shell.closeMenu')}>
            <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
              <ul className="nav-groups">
                {groups.map((group) => (
                  <NavGroupMenu key={group.key} group={group} />
                ))}
                {searchHref && (
                  <li className="nav-search">
                    <SiteLink href={searchHref}>
                      <SearchIcon />
                      <span className="nav-search-label">{t('search.title')}</span>
                    </SiteLink>
                  </li>
                )}
                {navigation?.sampleBagLink && (
                  <li className="nav-sample-bag">
                    <NavLink link={navigation.sampleBagLink} />
                  </li>
                )}
              </ul>
            </nav>
            <div className="pre-nav-narrow">{preNavigation}</div>
          </MobileMenu>
        </div>
      </NavMenuProvider>
    </header>
  )
}
