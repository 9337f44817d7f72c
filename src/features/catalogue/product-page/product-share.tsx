import { CopyLinkButton } from '@/components/ui/copy-link-button.client'
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

/** Copy the product's link or send it by email (global settings' share product email). */
export function ProductShare({ product, url, template, t }: ProductShareProps) {
  const email = template ?? {
    subject: t('catalogue.shareSubject'),
    body: t('catalogue.shareBody'),
  }
  return (
    <section className={styles.share} aria-labelledby="product-share">
      <h2 id="product-share" className={styles.subheading}>
        {t('catalogue.share')}
      </h2>
      <ul className={styles.shareList}>
        <li>
          <CopyLinkButton
            href={url}
            labels={{
              copy: t('catalogue.copyLink'),
              copied: t('catalogue.linkCopied'),
              failed: t('catalogue.copyFailed'),
            }}
            statusClassName={styles.shareStatus}
          />
        </li>
        <li>
          <a className="button button-secondary" href={shareProductHref(email, { product, url })}>
            {t('catalogue.shareEmail')}
          </a>
        </li>
      </ul>
    </section>
  )
}
