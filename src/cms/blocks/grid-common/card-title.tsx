import { SiteLink } from '@/components/link/site-link.client'
import type { ResolvedLink } from '@/content/links'
import styles from './grid.module.css'

interface CardTitleProps {
  title: string
  link: ResolvedLink | null
  /** Id of the card text, announced with the link where the text is only shown on hover. */
  describedBy?: string
  className?: string
}

/**
 * When the card links somewhere the title's hit area covers the whole card (which needs
 * `position: relative`), so each card is one tab stop.
 */
export function CardTitle({ title, link, describedBy, className }: CardTitleProps) {
  const headingClass = [styles.cardTitle, className].filter(Boolean).join(' ')
  if (!link) return <h3 className={headingClass}>{title}</h3>
  const props = { className: styles.stretchedLink, 'aria-describedby': describedBy }
  return (
    <h3 className={headingClass}>
      {link.external ? (
        <a href={link.href} {...props}>
          {title}
        </a>
      ) : (
        <SiteLink href={link.href} {...props}>
          {title}
        </SiteLink>
      )}
    </h3>
  )
}

/** The editor's link text ("Read more") as a visual cue; the title link already carries the name. */
export function CardMore({
  text,
  link,
}: {
  text: string | null | undefined
  link: ResolvedLink | null
}) {
  return text && link ? (
    <span className={styles.more} aria-hidden="true">
      {text}
    </span>
  ) : null
}
