import { CmsImage } from '@/components/media/cms-image'
import type { BackgroundImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { BannerCopy } from '../banner-common/banner-copy'
import type { BlockProps } from '../block-context'
import styles from './styles.module.css'

const OVERLAYS = { dark: styles.dark, light: styles.light, none: styles.panel }

export function BackgroundImageBanner({
  block,
  context,
}: BlockProps<BackgroundImageBannerBlockFieldsFragment>) {
  const overlay = OVERLAYS[block.overlay ?? 'dark'] ?? styles.dark
  return (
    <section className={`${styles.banner} ${overlay}`} id={block.anchorId ?? undefined}>
      <CmsImage
        image={toImage(block.backgroundImage)}
        sizes="(min-width: 1200px) 1160px, 100vw"
        fill
        className={styles.image}
      />
      <BannerCopy block={block} context={context} styles={styles} />
    </section>
  )
}
