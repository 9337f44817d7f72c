import type { ReactNode } from 'react'
import { getEmbedDomains } from '@/content/embed-domains'
import { type Image, toImage, type MediaLike } from '@/content/images'
import type { ContentScope } from '@/content/scope'
import { isEmbeddedSource } from '@/lib/video-id'
import { CmsImage } from '../cms-image'
import { embedUrl } from './embed-url'
import styles from './video.module.css'
import { VideoPlayer } from './video-player.client'

const SIZES = '(min-width: 1200px) 1160px, 100vw'

export interface VideoContent {
  title?: string | null
  source?: string | null
  videoId?: string | null
  file?: { url?: string | null; mimeType?: string | null } | null
  thumbnail?: MediaLike | null
}

interface VideoFigureProps {
  video: VideoContent
  scope: ContentScope
  labels: { play: string; download: string }
  id?: string
}

export async function VideoFigure({ video, scope, labels, id }: VideoFigureProps) {
  const title = video.title ?? ''
  const thumbnail: Image | null = toImage(video.thumbnail)
  let player: ReactNode = null
  if (video.source === 'hosted' && video.file?.url) {
    player = (
      <video
        className={styles.frame}
        controls
        preload={thumbnail ? 'none' : 'metadata'}
        poster={thumbnail?.url}
        aria-label={title}
      >
        <source src={video.file.url} type={video.file.mimeType ?? undefined} />
        <a href={video.file.url}>{labels.download}</a>
      </video>
    )
  } else if (isEmbeddedSource(video.source) && video.videoId) {
    const src = embedUrl(video.source, video.videoId, await getEmbedDomains(scope))
    if (src) {
      player = (
        <VideoPlayer src={src} title={title} playLabel={labels.play}>
          <CmsImage image={thumbnail} sizes={SIZES} fill />
        </VideoPlayer>
      )
    }
  }
  if (!player) return null
  return (
    <figure className={styles.video} id={id}>
      {player}
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  )
}

export function isPlayableVideo(video: VideoContent): boolean {
  if (video.source === 'hosted') return Boolean(video.file?.url)
  return isEmbeddedSource(video.source) && Boolean(video.videoId)
}
