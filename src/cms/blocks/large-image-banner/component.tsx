import { CmsImage } from '@/components/media/cms-image'
import type { LargeImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { BannerCopy } from '../banner-common/banner-copy'
import type { BlockProps } from '../block-context'
import styles from './styles.module.css'

const POSITIONS = { left: '', center: styles.center, right: styles.right }

export function LargeImageBanner({
  block,
  context,
}: BlockProps<LargeImageBannerBlockFieldsFragment>) {
  const position = POSITIONS[block.copyPosition ?? 'left']
  return (
    <section
      className={[styles.banner, position].filter(Boolean).join(' ')}
      id={block.anchorId ?? undefined}
    >
      <div className={styles.media}>
        <CmsImage image={toImage(block.image)} sizes="(min-width: 1200px) 1160px, 100vw" fill />
      </div>
      <BannerCopy block={block} context={context} styles={styles} />
    </section>
  )
}
