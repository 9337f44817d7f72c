import { routesOffIn } from '@/content/settings'
import type { ReactNode } from 'react'
import type { FeatureBlockRenderer } from '@/cms/blocks/block-context'
import { RenderBlocks } from '@/cms/blocks/registry'
import type { PageView as Page } from '@/content/pages'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { isVisibleTo, visitorOf } from '@/lib/visitor'
import { HeadingText } from '../text/heading-text'
import { Breadcrumbs } from './breadcrumbs'
import { Marquee } from './marquee'
import { pageTrail } from './page-trail'

export async function PageView({
  page,
  scope,
  isHome = false,
  searchBar = null,
  renderFeatureBlock,
  after = null,
  denied = null,
}: {
  page: Page
  scope: ContentScope
  isHome?: boolean
  /** Shown where the page's `searchBarLocation` says; the search feature draws it. */
  searchBar?: ReactNode
  renderFeatureBlock?: FeatureBlockRenderer
  /** Drawn under the blocks: a feature the page hosts without a block (the distributor finder). */
  after?: ReactNode
  /** Drawn under the permission message when the visitor may not see the page (a sign-in link). */
  denied?: ReactNode
}) {
  const searchAt = (location: Page['searchBarLocation']) =>
    searchBar && page.searchBarLocation === location ? searchBar : null
  const t = translator(scope.locale)
  const context = {
    regionId: scope.regionId,
    locale: scope.locale,
    scope,
    t,
    renderFeatureBlock,
    routesOff: await routesOffIn(scope),
  }
  if (page.withheld || !isVisibleTo(page.authentication, visitorOf(scope))) {
    return (
      <section className="status-page container">
        <h1>
          <HeadingText text={page.title} locale={scope.locale} />
        </h1>
        <p role="alert">{t('error.permission')}</p>
        {denied}
      </section>
    )
  }
  const hasH1 = page.marquee?.__typename === 'SectionHeaderBlock' && page.marquee.h1
  return (
    <article className="page">
      {searchAt('header')}
      {page.marquee && <Marquee block={page.marquee} style={page.marqueeStyle} context={context} />}
      {searchAt('marquee')}
      {!isHome && page.showBreadcrumbs && (
        <Breadcrumbs
          trail={pageTrail(page, scope.regionId, scope.locale, t('shell.home'))}
          current={page.breadcrumbTitle || page.title}
          label={t('shell.breadcrumbs')}
        />
      )}
      {!hasH1 && (
        <h1 className="container page-title">
          <HeadingText text={page.title} locale={scope.locale} />
        </h1>
      )}
      {searchAt('body')}
      <div className="container blocks">
        <RenderBlocks blocks={page.blocks} context={context} />
      </div>
      {after}
    </article>
  )
}
