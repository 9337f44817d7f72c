import type { FeatureGridBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { CardMedia } from '../grid-common/card-media'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

export function FeatureGrid({ block, context }: BlockProps<FeatureGridBlockFieldsFragment>) {
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
            <CardMedia
              className={styles.media}
              image={toImage(feature.image)}
              sizes="(min-width: 768px) 50vw, 100vw"
            />
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
