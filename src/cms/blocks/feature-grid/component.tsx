import { CmsImage } from '@/components/media/cms-image'
import type { FeatureGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

export function FeatureGrid({
  block,
  context,
}: {
  block: FeatureGridBlockFieldsFragment
  context: BlockContext
}) {
  const features = (block.features ?? []).filter((feature) => feature.title)
  if (features.length === 0) return null
  const firstRight = block.firstImageSide === 'right'
  return (
    <GridSection block={block} context={context}>
      <ul className={styles.features}>
        {features.map((feature, index) => (
          <li
            key={feature.id ?? index}
            className={`${styles.feature} ${(index % 2 === 1) !== firstRight ? styles.imageRight : ''}`}
          >
            <div className={styles.media}>
              <CmsImage
                image={toImage(feature.image)}
                fill
                sizes="(min-width: 768px) 50vw, 100vw"
              />
            </div>
            <div className={styles.copy}>
              <h3 className={`${grid.cardTitle} ${styles.title}`}>{feature.title}</h3>
              {feature.text && <p className={grid.cardText}>{feature.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </GridSection>
  )
}
