import { CmsImage } from '@/components/media/cms-image'
import type { IconTextGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { CardGrid } from '../grid-common/card-grid'
import grid from '../grid-common/grid.module.css'
import styles from './styles.module.css'

export function IconTextGrid({ block, context }: BlockProps<IconTextGridBlockFieldsFragment>) {
  return (
    <CardGrid block={block} context={context} cards={block.items} className={styles.list}>
      {(item, index) => (
        <li key={item.id ?? index} className={styles.item}>
          <div className={styles.icon}>
            <CmsImage image={toImage(item.icon)} sizes="64px" />
          </div>
          <h3 className={grid.cardTitle}>{item.title}</h3>
          {item.text && <p className={grid.cardText}>{item.text}</p>}
        </li>
      )}
    </CardGrid>
  )
}
