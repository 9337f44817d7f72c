import type { PhotoCardGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { CardGrid } from '../grid-common/card-grid'
import { CardMedia } from '../grid-common/card-media'
import grid from '../grid-common/grid.module.css'
import { LinkedCard } from '../grid-common/linked-card'
import styles from './styles.module.css'

export function PhotoCardGrid({ block, context }: BlockProps<PhotoCardGridBlockFieldsFragment>) {
  return (
    <CardGrid block={block} context={context} cards={block.cards} className={styles.list}>
      {(card, index) => (
        <LinkedCard
          key={card.id ?? index}
          card={card}
          context={context}
          className={`${grid.card} ${styles.card}`}
          media={
            <CardMedia
              className={styles.photo}
              image={toImage(card.photo)}
              sizes="(min-width: 1200px) 280px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
            />
          }
        />
      )}
    </CardGrid>
  )
}
