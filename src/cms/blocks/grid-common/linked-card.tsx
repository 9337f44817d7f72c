import type { ReactNode } from 'react'
import type { LinkSource } from '@/content/links'
import type { BlockContext } from '../block-context'
import { blockLink } from '../block-link'
import { CardMore, CardTitle } from './card-title'
import styles from './grid.module.css'

interface LinkedCardProps {
  card: {
    title?: string | null
    text?: string | null
    link?: (LinkSource & { title?: string | null }) | null
  }
  context: BlockContext
  media: ReactNode
  className?: string
}

/** A card whose title links where the editor pointed it, with the link's text as a cue. */
export function LinkedCard({ card, context, media, className = styles.card }: LinkedCardProps) {
  const link = blockLink(context, card.link)
  return (
    <li className={className}>
      {media}
      <div className={styles.body}>
        <CardTitle title={card.title ?? ''} link={link} />
        {card.text && <p className={styles.cardText}>{card.text}</p>}
        <CardMore text={card.link?.title} link={link} />
      </div>
    </li>
  )
}
