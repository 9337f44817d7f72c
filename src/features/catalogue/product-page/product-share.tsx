import { ShareLinks } from '@/components/ui/share-links'
import type { EmailTemplates } from '@/content/email-templates'
import type { Translate } from '@/i18n/translate'
import { shareProductHref } from '../lib/share-email'
import styles from './product-page.module.css'

interface ProductShareProps {
  product: string
  /** Absolute: it leaves the site in emails. */
  url: string
  template: EmailTemplates['shareProduct']
  t: Translate
}

const CLASSES = {
  section: styles.share,
  title: styles.subheading,
  list: styles.shareList,
  status: styles.shareStatus,
}

/** Copy the product's link or send it by email (global settings' share product email). */
export function ProductShare({ product, url, template, t }: ProductShareProps) {
  const email = template ?? {
    // The slots stay in place for shareProductHref, as a CMS template's would.
    subject: t('catalogue.shareSubject', { product: '{product}' }),
    body: t('catalogue.shareBody', { product: '{product}', url: '{url}' }),
  }
  return (
    <ShareLinks
      id="product-share"
      title={t('catalogue.share')}
      url={url}
      copyLabels={{
        copy: t('catalogue.copyLink'),
        copied: t('catalogue.linkCopied'),
        failed: t('catalogue.copyFailed'),
      }}
      email={{ label: t('catalogue.shareEmail'), href: shareProductHref(email, { product, url }) }}
      classes={CLASSES}
    />
  )
}
