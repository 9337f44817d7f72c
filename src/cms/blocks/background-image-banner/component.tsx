import { CallsToAction } from '@/components/link/calls-to-action'
import { CmsImage } from '@/components/media/cms-image'
import type { BackgroundImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import styles from './styles.module.css'

const OVERLAYS = { dark: styles.dark, light: styles.light, none: styles.panel }

interface Props {
  block: BackgroundImageBannerBlockFieldsFragment
  context: BlockContext
}

export function BackgroundImageBanner({ block, context }: Props) {
  const overlay = OVERLAYS[block.overlay ?? 'dark'] ?? styles.dark
  return (
    <section className={`${styles.banner} ${overlay}`} id={block.anchorId ?? undefined}>
      <CmsImage
        image={toImage(block.backgroundImage)}
        sizes="(min-width: 1200px) 1160px, 100vw"
        fill
        className={styles.image}
      />
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
