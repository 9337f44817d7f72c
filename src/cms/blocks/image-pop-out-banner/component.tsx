import { CmsImage } from '@/components/media/cms-image'
import type { ImagePopOutBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { BannerCopy } from '../banner-common/banner-copy'
import type { BlockProps } from '../block-context'
import styles from './styles.module.css'

const PANELS = { green: styles.green, earth: styles.earth, light: styles.light }

export function ImagePopOutBanner({
  block,
  context,
}: BlockProps<ImagePopOutBannerBlockFieldsFragment>) {
  const classes = [
    styles.banner,
    PANELS[block.panelColor ?? 'green'],
    block.imageSide === 'right' ? styles.right : '',
  ]
  return (
    <section className={classes.filter(Boolean).join(' ')} id={block.anchorId ?? undefined}>
      <div className={styles.media}>
        <CmsImage
          image={toImage(block.image)}
          sizes="(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw"
          className={styles.image}
        />
      </div>
      <BannerCopy block={block} context={context} styles={styles} />
    </section>
  )
}
