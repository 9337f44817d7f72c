import { CopyLinkButton, type CopyLinkLabels } from './copy-link-button.client'

export interface ShareLink {
  label: string
  href: string
}

/** Each page keeps its own look for the same markup; CSS module lookups may be undefined. */
export type ShareLinksClasses = Record<'section' | 'title' | 'list' | 'status', string | undefined>

interface ShareLinksProps {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** Absolute: it leaves the site in emails and share links. */
  url: string
  copyLabels: CopyLinkLabels
  email: ShareLink
  /** Other sites' share pages, after the email. */
  networks?: readonly ShareLink[]
  classes: ShareLinksClasses
}

/** Copy the page's link, send it by email, or share it on another site. */
export function ShareLinks({
  id,
  title,
  url,
  copyLabels,
  email,
  networks = [],
  classes,
}: ShareLinksProps) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      <ul className={classes.list}>
        <li>
          <CopyLinkButton href={url} labels={copyLabels} statusClassName={classes.status} />
        </li>
        <li>
          <a className="button button-secondary" href={email.href}>
            {email.label}
          </a>
        </li>
        {networks.map((network) => (
          <li key={network.href}>
            <a className="cta-link" href={network.href} rel="noopener noreferrer">
              {network.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
