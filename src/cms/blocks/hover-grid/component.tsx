import { useId } from 'react'
import { CmsImage } from '@/components/media/cms-image'
import type { HoverGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import { CardTitle, cardLink } from '../grid-common/card-title'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

/** Touch screens, which cannot hover, always show the text; screen readers get it as its description. */
export function HoverGrid({
  block,
  context,
}: {
  block: HoverGridBlockFieldsFragment
  context: BlockContext
}) {
  const idPrefix = useId()
  const cards = (block.cards ?? []).filter((card) => card.title)
  if (cards.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${grid.list} ${styles.list}`}>
        {cards.map((card, index) => {
          const link = cardLink(context, card.link)
          const textId = `${idPrefix}-text-${index}`
          return (
            <li
              key={card.id ?? index}
              className={link ? `${styles.card} ${styles.revealable}` : styles.card}
            >
              <div className={styles.media}>
                <CmsImage
                  image={toImage(card.image)}
                  fill
                  sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw"
                />
              </div>
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
        })}
      </ul>
    </GridSection>
  )
}
