import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { env } from '@/lib/env'
import { RouteProgress } from '@/components/layout/route-progress.client'
import { ImageStateWatcher } from '@/components/media/image-state-watcher.client'
import { MetaPixel } from '@/components/layout/meta-pixel'
import { SiteHeader } from '@/components/layout/site-header'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { LivePreviewRefreshLazy } from '@/components/layout/live-preview-refresh-lazy.client'
import { SiteMessagesProvider } from '@/components/layout/site-messages.client'
import { getSiteBrand } from '@/content/brand'
import { getFooter, getNavigation } from '@/content/navigation'
import { FooterSignup } from '@/features/forms/footer-signup'
import { PartnerAccount } from '@/features/partner-program/partner-account'
import { brandMetadata, brandViewport } from '@/features/brand-assets/brand-metadata'
import { getSiteSettings, isFeatureOn } from '@/content/settings'
import { searchPath } from '@/features/search/lib/search-path'
import { translator } from '@/i18n/translate'
import { visitorOf } from '@/lib/visitor'
import { homePath } from '@/routing/build'
import { defaultRegion, findRegion, regionSupportsLocale } from '@/routing/regions'
import { resolveScope, type SiteParams } from '../../scope'
import '../../globals.css'

/** Pages are rendered on first request and cached; the daily refresh keeps the footer year true. */
export const revalidate = 86400

export function generateStaticParams(): SiteParams[] {
  return []
}

async function layoutScope(params: Promise<SiteParams>) {
  const scope = await resolveScope(params)
  if (scope) return scope
  // An unserved region/locale pair renders its 404 inside the default region's chrome.
  const { region: regionId, locale } = await params
  const region = findRegion(regionId) ?? defaultRegion()
  return {
    regionId: region.id,
    locale: regionSupportsLocale(region, locale) ? locale : region.defaultLocale,
    previewToken: null,
    partnerToken: null,
  }
}

export async function generateMetadata({
  params,
}: {
  params: Promise<SiteParams>
}): Promise<Metadata> {
  const scope = await layoutScope(params)
  const [settings, brand] = await Promise.all([getSiteSettings(scope), getSiteBrand(scope)])
  const siteName = settings?.siteName ?? ''
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    applicationName: siteName,
    ...brandMetadata(brand, scope.regionId, scope.locale),
  }
}

export async function generateViewport({
  params,
}: {
  params: Promise<SiteParams>
}): Promise<Viewport> {
  return brandViewport(await getSiteBrand(await layoutScope(params)))
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<SiteParams>
}) {
  const scope = await layoutScope(params)
  const region = findRegion(scope.regionId) ?? defaultRegion()
  const [settings, navigation, footer, searchOn, signupOn] = await Promise.all([
    getSiteSettings(scope),
    getNavigation(scope),
    getFooter(scope),
    isFeatureOn(scope, 'search'),
    isFeatureOn(scope, 'emailSignup'),
  ])
  const signupFormId = settings?.showFooterEmailSignupForm && signupOn ? footer?.signupFormId : null
  const t = translator(scope.locale)
  return (
    <html lang={scope.locale}>
      <body>
        {scope.previewToken && (
          <>
            <PreviewBanner
              message={t('shell.previewBanner')}
              exitLabel={t('shell.exitPreview')}
              homeHref={homePath(scope.regionId, scope.locale)}
            />
            <LivePreviewRefreshLazy serverURL={new URL(env().SITE_URL).origin} />
          </>
        )}
        <SiteHeader
          region={region}
          locale={scope.locale}
          settings={settings}
          navigation={navigation}
          searchHref={searchOn ? searchPath(scope.regionId, scope.locale) : null}
          visitor={visitorOf(scope)}
          account={<PartnerAccount scope={scope} />}
          t={t}
        />
        <main id="main" tabIndex={-1}>
          <SiteMessagesProvider
            messages={{
              pageNotFound: t('error.pageNotFound'),
              productNotFound: t('error.productNotFound'),
              pageNotFoundText: t('error.pageNotFoundText'),
              backToHome: t('shell.backToHome'),
              homeHref: homePath(scope.regionId, scope.locale),
              errorRequest: t('error.request'),
              tryAgain: t('error.tryAgain'),
              loading: t('shell.loading'),
            }}
          >
            {children}
          </SiteMessagesProvider>
        </main>
        <SiteFooter
          footer={footer}
          settings={settings}
          t={t}
          visitor={visitorOf(scope)}
          signup={signupFormId ? <FooterSignup formId={signupFormId} scope={scope} /> : null}
        />
        <RouteProgress label={t('shell.loading')} />
        <ImageStateWatcher />
        {settings?.metaPixelId && !scope.previewToken && <MetaPixel id={settings.metaPixelId} />}
      </body>
    </html>
  )
}
