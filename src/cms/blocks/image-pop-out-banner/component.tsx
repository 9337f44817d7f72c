import { CallsToAction } from '@/components/link/calls-to-action'
import { CmsImage } from '@/components/media/cms-image'
import type { ImagePopOutBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import styles from './styles.module.css'

const PANELS = { green: styles.green, earth: styles.earth, light: styles.light }

interface Props {
  block: ImagePopOutBannerBlockFieldsFragment
  context: BlockContext
}

export function ImagePopOutBanner({ block, context }: Props) {
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
      <div className={styles.copy}>
        <h2 className={styles.heading}>{block.heading}</h2>
        {block.text && <p className={styles.text}>{block.text}</p>}
        <CallsToAction
          ctas={block.callsToAction}
          regionId={context.regionId}
          locale={context.locale}
        />
      </div>
    </section>
  )
}
