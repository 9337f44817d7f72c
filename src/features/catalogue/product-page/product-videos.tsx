import { isPlayableVideo, VideoFigure } from '@/components/media/video/video-figure'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'

/** Spec §9: a product shows at most 3 videos. */
export const MAX_PRODUCT_VIDEOS = 3

export function ProductVideos({
  product,
  scope,
  t,
}: {
  product: ProductDetail
  scope: ContentScope
  t: Translate
}) {
  const videos = (product.videos ?? [])
    .map((video) => ({ ...video, source: video.platform }))
    .filter(isPlayableVideo)
    .slice(0, MAX_PRODUCT_VIDEOS)
  if (videos.length === 0) return null
  return (
    <section aria-labelledby="product-videos">
      <h2 id="product-videos">{t('catalogue.videos')}</h2>
      {videos.map((video) => {
        const title = video.title ?? ''
        return (
          <VideoFigure
            key={video.id}
            video={video}
            scope={scope}
            labels={{
              play: t('blocks.video.play', { title }),
              download: t('blocks.video.download', { title }),
            }}
          />
        )
      })}
    </section>
  )
}
