import { CallsToAction } from '@/components/link/calls-to-action'
import { CmsImage } from '@/components/media/cms-image'
import type { LargeImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import styles from './styles.module.css'

const POSITIONS = { left: '', center: styles.center, right: styles.right }

interface Props {
  block: LargeImageBannerBlockFieldsFragment
  context: BlockContext
}

export function LargeImageBanner({ block, context }: Props) {
  const position = POSITIONS[block.copyPosition ?? 'left']
  return (
    <section
      className={[styles.banner, position].filter(Boolean).join(' ')}
      id={block.anchorId ?? undefined}
    >
      <div className={styles.media}>
        <CmsImage image={toImage(block.image)} sizes="(min-width: 1200px) 1160px, 100vw" fill />
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
