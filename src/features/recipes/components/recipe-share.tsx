import { ShareLinks } from '@/components/ui/share-links'
import type { SiteSettings } from '@/content/settings'
import type { Translate } from '@/i18n/translate'
import { type EmailTemplate, recipeMailto } from '../lib/email-template'
import { shareTargets } from '../lib/share-targets'
import styles from '../recipe-page.module.css'

interface RecipeShareProps {
  title: string
  recipeName: string
  /** Absolute: it leaves the site in emails and share links. */
  url: string
  email: EmailTemplate
  emailLabel: string
  social: SiteSettings['social']
  t: Translate
}

const CLASSES = {
  section: styles.share,
  title: styles.shareTitle,
  list: styles.shareList,
  status: styles.status,
}

/** Copy the recipe's link, send it by email, or share it on the region's social networks. */
export function RecipeShare({
  title,
  recipeName,
  url,
  email,
  emailLabel,
  social,
  t,
}: RecipeShareProps) {
  const networks = shareTargets(
    social.map((entry) => entry.network),
    url,
    recipeName,
  ).map((target) => ({
    label: t('recipes.shareOn', { network: target.label }),
    href: target.href,
  }))
  return (
    <ShareLinks
      id="recipe-share"
      title={title}
      url={url}
      copyLabels={{
        copy: t('recipes.copyLink'),
        copied: t('recipes.linkCopied'),
        failed: t('recipes.copyFailed'),
      }}
      email={{ label: emailLabel, href: recipeMailto(email, { recipe: recipeName, url }) }}
      networks={networks}
      classes={CLASSES}
    />
  )
}
