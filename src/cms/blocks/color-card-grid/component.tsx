import { CallsToAction } from '@/components/link/calls-to-action'
import type { ColorCardGridBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockContext } from '../block-context'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import { paletteStyle } from '../grid-common/palette-style'
import styles from './styles.module.css'

export function ColorCardGrid({
  block,
  context,
}: {
  block: ColorCardGridBlockFieldsFragment
  context: BlockContext
}) {
  const cards = (block.cards ?? []).filter((card) => card.title)
  if (cards.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${grid.list} ${styles.list}`}>
        {cards.map((card, index) => (
          <li key={card.id ?? index} className={styles.card} style={paletteStyle(card.color)}>
            <h3 className={grid.cardTitle}>{card.title}</h3>
            {card.text && <p className={styles.text}>{card.text}</p>}
            <div className={styles.cta}>
              <CallsToAction
                ctas={card.callsToAction}
                regionId={context.regionId}
                locale={context.locale}
              />
            </div>
          </li>
        ))}
      </ul>
    </GridSection>
  )
}
