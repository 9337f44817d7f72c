import type { ReactNode } from 'react'
import { CmsImage } from '@/components/media/cms-image'
import { getEmbedDomains } from '@/content/embed-domains'
import type { VideoBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockContext } from '../block-context'
import { VideoPlayer } from './component.client'
import { embedUrl } from './embed-url'
import styles from './styles.module.css'
import { isEmbeddedSource } from './video-id'

const SIZES = '(min-width: 1200px) 1160px, 100vw'

/** YouTube and Wistia load nothing until play is pressed; a hosted file plays in the native player. */
export async function Video({ block, context }: { block: VideoBlockFieldsFragment; context: BlockContext }) {
  const title = block.title ?? ''
  const thumbnail = toImage(block.thumbnail)
  let player: ReactNode = null
  if (block.source === 'hosted' && block.file?.url) {
    player = (
      <video className={styles.frame} controls preload={thumbnail ? 'none' : 'metadata'} poster={thumbnail?.url} aria-label={title}>
        <source src={block.file.url} type={block.file.mimeType ?? undefined} />
        <a href={block.file.url}>{context.t('blocks.video.download', { title })}</a>
      </video>
    )
  } else if (isEmbeddedSource(block.source) && block.videoId) {
    const src = embedUrl(block.source, block.videoId, await getEmbedDomains(context.scope))
    if (src) {
      player = (
        <VideoPlayer src={src} title={title} playLabel={context.t('blocks.video.play', { title })}>
          <CmsImage image={thumbnail} sizes={SIZES} fill />
        </VideoPlayer>
      )
    }
  }
  if (!player) return null
  return (
    <figure className={styles.video} id={block.anchorId ?? undefined}>
      {player}
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  )
}
