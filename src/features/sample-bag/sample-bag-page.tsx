import type { Metadata } from 'next'
import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import type { SampleBagSettings } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { messagesFor, translator } from '@/i18n/translate'
import { SampleBagContents } from './components/sample-bag-contents.client'
import { BAG_MESSAGE_KEYS, type BagMessages } from './lib/client-messages'
import { countryOptions } from './lib/country-options'
import { sampleBagPath } from './lib/paths'
import styles from './sample-bag.module.css'

interface SampleBagPageProps {
  scope: ContentScope
  settings: SampleBagSettings
}

function ContinueBrowsing({
  link,
}: {
  link: NonNullable<SampleBagSettings['continueBrowsingLink']>
}) {
  return link.external ? (
    <a className="button button-secondary" href={link.href} rel="noopener noreferrer">
      {link.title}
    </a>
  ) : (
    <SiteLink className="button button-secondary" href={link.href}>
      {link.title}
    </SiteLink>
  )
}

/** Cached for every visitor, so the bag itself is a client island reading this browser's storage. */
export function SampleBagPage({ scope, settings }: SampleBagPageProps) {
  const t = translator(scope.locale)
  const titles = {
    bag: settings.bagTitle ?? t('sampleBag.title'),
    empty: settings.emptyBagTitle ?? t('sampleBag.emptyTitle'),
    emptySample: settings.emptySampleTitle,
    emptySampleInfo: settings.emptySampleInfo,
  }
  const texts = (['rulesText', 'shippingText', 'questionText'] as const).flatMap((field) => {
    const text = settings[field]
    return text ? [{ field, text }] : []
  })
  return (
    <div className={`container ${styles.page}`}>
      <SampleBagContents
        regionId={scope.regionId}
        locale={scope.locale}
        titles={titles}
        countries={countryOptions(scope.regionId, scope.locale)}
        messages={messagesFor(scope.locale, BAG_MESSAGE_KEYS) as BagMessages}
      />
      <aside className={styles.aside}>
        <CmsImage image={settings.image} sizes="(min-width: 992px) 320px, 100vw" />
        {texts.map(({ field, text }) => (
          <p key={field} className={styles.text}>
            {text}
          </p>
        ))}
        {settings.continueBrowsingLink && <ContinueBrowsing link={settings.continueBrowsingLink} />}
      </aside>
    </div>
  )
}

export function sampleBagMetadata(scope: ContentScope, settings: SampleBagSettings): Metadata {
  return {
    title: settings.bagTitle ?? translator(scope.locale)('sampleBag.title'),
    alternates: { canonical: sampleBagPath(scope) },
    // Every visitor's bag is their own: nothing here for a search index.
    robots: { index: false, follow: true },
  }
}
