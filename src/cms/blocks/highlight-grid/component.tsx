import { CallsToAction } from '@/components/link/calls-to-action'
import { CmsImage } from '@/components/media/cms-image'
import type { HighlightGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import { CardMore, CardTitle, cardLink } from '../grid-common/card-title'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

export function HighlightGrid({
  block,
  context,
}: {
  block: HighlightGridBlockFieldsFragment
  context: BlockContext
}) {
  const primary = block.primary?.title ? block.primary : null
  const cards = (block.cards ?? []).filter((card) => card.title)
  if (!primary && cards.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <div className={styles.layout}>
        {primary && (
          <article className={`${grid.card} ${styles.primary}`}>
            <div className={grid.media}>
              <CmsImage
                image={toImage(primary.image)}
                fill
                sizes="(min-width: 992px) 580px, 100vw"
              />
            </div>
            <div className={grid.body}>
              <h3 className={`${grid.cardTitle} ${styles.primaryTitle}`}>{primary.title}</h3>
              {primary.text && <p className={grid.cardText}>{primary.text}</p>}
              <CallsToAction
                ctas={primary.callsToAction}
                regionId={context.regionId}
                locale={context.locale}
              />
            </div>
          </article>
        )}
        {cards.length > 0 && (
          <ul className={`${grid.list} ${styles.cards}`}>
            {cards.map((card, index) => {
              const link = cardLink(context, card.link)
              return (
                <li key={card.id ?? index} className={grid.card}>
                  {card.image && (
                    <div className={grid.media}>
                      <CmsImage
                        image={toImage(card.image)}
                        fill
                        sizes="(min-width: 992px) 280px, (min-width: 576px) 50vw, 100vw"
                      />
                    </div>
                  )}
                  <div className={grid.body}>
                    <CardTitle title={card.title ?? ''} link={link} />
                    {card.text && <p className={grid.cardText}>{card.text}</p>}
                    <CardMore text={card.link?.title} link={link} />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </GridSection>
  )
}
