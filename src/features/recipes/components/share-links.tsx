import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { type EmailTemplate, recipeMailto } from '../lib/email-template'
import { shareTargets } from '../lib/share-targets'
import styles from '../recipe-page.module.css'
import { CopyLinkButton } from '@/components/ui/copy-link-button.client'

interface ShareLinksProps {
  title: string
  recipeName: string
  /** Absolute: it leaves the site in emails and share links. */
  url: string
  email: EmailTemplate
  emailLabel: string
  social: SiteSettings['social']
  t: Translate
}

export function ShareLinks({
  title,
  recipeName,
  url,
  email,
  emailLabel,
  social,
  t,
}: ShareLinksProps) {
  const networks = shareTargets(
    social.map((entry) => entry.network),
    url,
    recipeName,
  )
  return (
    <section className={styles.share} aria-labelledby="recipe-share">
      <h2 id="recipe-share" className={styles.shareTitle}>
        {title}
      </h2>
      <ul className={styles.shareList}>
        <li>
          <CopyLinkButton
            href={url}
            labels={{
              copy: t('recipes.copyLink'),
              copied: t('recipes.linkCopied'),
              failed: t('recipes.copyFailed'),
            }}
            statusClassName={styles.status}
          />
        </li>
        <li>
          <a
            className="button button-secondary"
            href={recipeMailto(email, { recipe: recipeName, url })}
          >
            {emailLabel}
          </a>
        </li>
        {networks.map((target) => (
          <li key={target.network}>
            <a className="cta-link" href={target.href} rel="noopener noreferrer">
              {t('recipes.shareOn', { network: target.label })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
