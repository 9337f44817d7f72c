import { CallsToAction } from '@/components/link/calls-to-action'
import type { HighlightGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { CardMedia } from '../grid-common/card-media'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import { LinkedCard } from '../grid-common/linked-card'
import styles from './styles.module.css'

export function HighlightGrid({ block, context }: BlockProps<HighlightGridBlockFieldsFragment>) {
  const primary = block.primary?.title ? block.primary : null
  const cards = (block.cards ?? []).filter((card) => card.title)
  if (!primary && cards.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <div className={styles.layout}>
        {primary && (
          <article className={`${grid.card} ${styles.primary}`}>
            <CardMedia image={toImage(primary.image)} sizes="(min-width: 992px) 580px, 100vw" />
            <div className={grid.body}>
              <h3 className={`${grid.cardTitle} ${styles.primaryTitle}`}>{primary.title}</h3>
              {primary.text && <p className={grid.cardText}>{primary.text}</p>}
              <CallsToAction
                ctas={primary.callsToAction}
                regionId={context.regionId}
                locale={context.locale}
                routesOff={context.routesOff}
              />
            </div>
          </article>
        )}
        {cards.length > 0 && (
          <ul className={`${grid.list} ${styles.cards}`}>
            {cards.map((card, index) => (
              <LinkedCard
                key={card.id ?? index}
                card={card}
                context={context}
                media={
                  card.image && (
                    <CardMedia
                      image={toImage(card.image)}
                      sizes="(min-width: 992px) 280px, (min-width: 576px) 50vw, 100vw"
                    />
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
    </GridSection>
  )
}
