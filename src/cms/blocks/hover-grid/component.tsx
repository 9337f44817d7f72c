import { useId } from 'react'
import type { HoverGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { blockLink } from '../block-link'
import { CardGrid } from '../grid-common/card-grid'
import { CardMedia } from '../grid-common/card-media'
import { CardTitle } from '../grid-common/card-title'
import styles from './styles.module.css'

/** Touch screens, which cannot hover, always show the text; screen readers get it as its description. */
export function HoverGrid({ block, context }: BlockProps<HoverGridBlockFieldsFragment>) {
  const idPrefix = useId()
  return (
    <CardGrid block={block} context={context} cards={block.cards} className={styles.list}>
      {(card, index) => {
        const link = blockLink(context, card.link)
        const textId = `${idPrefix}-text-${index}`
        return (
          <li
            key={card.id ?? index}
            className={link ? `${styles.card} ${styles.revealable}` : styles.card}
          >
            <CardMedia
              className={styles.media}
              image={toImage(card.image)}
              sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw"
            />
            <CardTitle
              title={card.title ?? ''}
              link={link}
              describedBy={card.hoverText ? textId : undefined}
              className={styles.title}
            />
            {card.hoverText && (
              <p id={textId} className={styles.text}>
                {card.hoverText}
              </p>
            )}
          </li>
        )
      }}
    </CardGrid>
  )
}
