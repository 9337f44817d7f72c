import { CmsImage } from '@/components/media/cms-image'
import { isPlayableVideo, VideoFigure } from '@/components/media/video/video-figure'
import type { BlogPost } from '@/content/blog-post'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import styles from '../blog.module.css'

const SIZES = '(min-width: 1200px) 1160px, 100vw'

export function PostMedia({
  post,
  scope,
  t,
}: {
  post: BlogPost
  scope: ContentScope
  t: Translate
}) {
  const title = post.title
  const video = post.video && { ...post.video, title, thumbnail: post.image }
  if (video && isPlayableVideo(video)) {
    return (
      <VideoFigure
        video={video}
        scope={scope}
        labels={{
          play: t('blocks.video.play', { title }),
          download: t('blocks.video.download', { title }),
        }}
      />
    )
  }
  if (!post.image) return null
  return (
    <div className={styles.media}>
      <CmsImage image={post.image} sizes={SIZES} priority />
    </div>
  )
}
