import { CallsToAction } from '@/components/link/calls-to-action'
import type { ColorCardGridBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockProps } from '../block-context'
import { CardGrid } from '../grid-common/card-grid'
import grid from '../grid-common/grid.module.css'
import { paletteStyle } from '../grid-common/palette-style'
import styles from './styles.module.css'

export function ColorCardGrid({ block, context }: BlockProps<ColorCardGridBlockFieldsFragment>) {
  return (
    <CardGrid block={block} context={context} cards={block.cards} className={styles.list}>
      {(card, index) => (
        <li key={card.id ?? index} className={styles.card} style={paletteStyle(card.color)}>
          <h3 className={grid.cardTitle}>{card.title}</h3>
          {card.text && <p className={styles.text}>{card.text}</p>}
          <div className={styles.cta}>
            <CallsToAction
              ctas={card.callsToAction}
              regionId={context.regionId}
              locale={context.locale}
              routesOff={context.routesOff}
            />
          </div>
        </li>
      )}
    </CardGrid>
  )
}
