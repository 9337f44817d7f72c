import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import type { SampleBagSettings } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { messagesFor, translator } from '@/i18n/translate'
import { BAG_MESSAGE_KEYS, type BagMessages } from '../lib/client-messages'
import { countryOptions } from '../lib/country-options'
import styles from '../sample-bag.module.css'
import { LazySampleBagContents } from './sample-bag-contents-lazy.client'

interface SampleBagPanelProps {
  scope: ContentScope
  settings: SampleBagSettings
  className?: string
  /** Where the bag is a page block: its heading ranks under the page title. */
  headingLevel?: 1 | 2
  /** A block's own title for a bag with products, in place of the CMS bag title. */
  bagTitle?: string | null
  id?: string
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

/** The bag (a client island reading this browser's storage) beside the CMS texts. */
export function SampleBagPanel({
  scope,
  settings,
  className,
  headingLevel = 1,
  bagTitle,
  id,
}: SampleBagPanelProps) {
  const t = translator(scope.locale)
  const titles = {
    bag: bagTitle || settings.bagTitle || t('sampleBag.title'),
    empty: settings.emptyBagTitle ?? t('sampleBag.emptyTitle'),
    emptySample: settings.emptySampleTitle,
    emptySampleInfo: settings.emptySampleInfo,
  }
  const texts = (['rulesText', 'shippingText', 'questionText'] as const).flatMap((field) => {
    const text = settings[field]
    return text ? [{ field, text }] : []
  })
  const Wrapper = headingLevel === 1 ? 'div' : 'section'
  return (
    <Wrapper className={className} id={id}>
      <LazySampleBagContents
        regionId={scope.regionId}
        locale={scope.locale}
        titles={titles}
        countries={countryOptions(scope.regionId, scope.locale)}
        messages={messagesFor(scope.locale, BAG_MESSAGE_KEYS) as BagMessages}
        headingLevel={headingLevel}
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
    </Wrapper>
  )
}
