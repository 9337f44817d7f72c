import type { ColorBlockGridBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockProps } from '../block-context'
import { blockLink } from '../block-link'
import { CardGrid } from '../grid-common/card-grid'
import { CardMore, CardTitle } from '../grid-common/card-title'
import { paletteStyle } from '../grid-common/palette-style'
import styles from './styles.module.css'

export function ColorBlockGrid({ block, context }: BlockProps<ColorBlockGridBlockFieldsFragment>) {
  return (
    <CardGrid block={block} context={context} cards={block.tiles} className={styles.list}>
      {(tile, index) => {
        const link = blockLink(context, tile.link)
        return (
          <li key={tile.id ?? index} className={styles.tile} style={paletteStyle(tile.color)}>
            <CardTitle title={tile.title ?? ''} link={link} className={styles.title} />
            {tile.text && <p className={styles.text}>{tile.text}</p>}
            <CardMore text={tile.link?.title} link={link} />
          </li>
        )
      }}
    </CardGrid>
  )
}
