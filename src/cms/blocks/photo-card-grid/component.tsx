import { CmsImage } from '@/components/media/cms-image'
import type { PhotoCardGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import { CardMore, CardTitle, cardLink } from '../grid-common/card-title'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

export function PhotoCardGrid({
  block,
  context,
}: {
  block: PhotoCardGridBlockFieldsFragment
  context: BlockContext
}) {
  const cards = (block.cards ?? []).filter((card) => card.title)
  if (cards.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${grid.list} ${styles.list}`}>
        {cards.map((card, index) => {
          const link = cardLink(context, card.link)
          return (
            <li key={card.id ?? index} className={`${grid.card} ${styles.card}`}>
              <div className={styles.photo}>
                <CmsImage
                  image={toImage(card.photo)}
                  fill
                  sizes="(min-width: 1200px) 280px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
                />
              </div>
              <div className={grid.body}>
                <CardTitle title={card.title ?? ''} link={link} />
                {card.text && <p className={grid.cardText}>{card.text}</p>}
                <CardMore text={card.link?.title} link={link} />
              </div>
            </li>
          )
        })}
      </ul>
    </GridSection>
  )
}
