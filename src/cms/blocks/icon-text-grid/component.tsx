import { CmsImage } from '@/components/media/cms-image'
import type { IconTextGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

export function IconTextGrid({
  block,
  context,
}: {
  block: IconTextGridBlockFieldsFragment
  context: BlockContext
}) {
  const items = (block.items ?? []).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${grid.list} ${styles.list}`}>
        {items.map((item, index) => (
          <li key={item.id ?? index} className={styles.item}>
            <div className={styles.icon}>
              <CmsImage image={toImage(item.icon)} sizes="64px" />
            </div>
            <h3 className={grid.cardTitle}>{item.title}</h3>
            {item.text && <p className={grid.cardText}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </GridSection>
  )
}
