import type { ColorBlockGridBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockContext } from '../block-context'
import { CardMore, CardTitle, cardLink } from '../grid-common/card-title'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import { paletteStyle } from '../grid-common/palette-style'
import styles from './styles.module.css'

export function ColorBlockGrid({
  block,
  context,
}: {
  block: ColorBlockGridBlockFieldsFragment
  context: BlockContext
}) {
  const tiles = (block.tiles ?? []).filter((tile) => tile.title)
  if (tiles.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${grid.list} ${styles.list}`}>
        {tiles.map((tile, index) => {
          const link = cardLink(context, tile.link)
          return (
            <li key={tile.id ?? index} className={styles.tile} style={paletteStyle(tile.color)}>
              <CardTitle title={tile.title ?? ''} link={link} className={styles.title} />
              {tile.text && <p className={styles.text}>{tile.text}</p>}
              <CardMore text={tile.link?.title} link={link} />
            </li>
          )
        })}
      </ul>
    </GridSection>
  )
}
