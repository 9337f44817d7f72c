import './marquee.css'
import { RenderBlock } from '@/cms/blocks/registry'
import type { BlockContext } from '@/cms/blocks/block-context'
import { CmsImage } from '@/components/media/cms-image'
import { getDefaultHeaderImage } from '@/content/default-header-image'
import { toImage } from '@/content/images'
import type { MarqueeBlock, PageView } from '@/content/pages'

interface MarqueeProps {
  block: MarqueeBlock
  style: PageView['marqueeStyle']
  context: BlockContext
}

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm'])

export async function Marquee({ block, style, context }: MarqueeProps) {
  const pageImage = toImage(style?.backgroundImage)
  const video =
    style?.backgroundVideo?.url && VIDEO_TYPES.has(style.backgroundVideo.mimeType ?? '')
      ? style.backgroundVideo
      : null
  // The page's own image is decorative; the region's default one is described by its title.
  const fallback = pageImage || video ? null : await getDefaultHeaderImage(context.scope)
  const image = pageImage ? { ...pageImage, alt: '' } : fallback
  const classes = [
    'marquee',
    `marquee-${style?.size ?? 'medium'}`,
    `marquee-place-${style?.copyPlacement ?? 'center'}`,
    `marquee-align-${style?.copyAlignment ?? 'center'}`,
    `marquee-${style?.width ?? 'contained'}`,
    `marquee-text-${style?.fontColor ?? 'light'}`,
    style?.addOverlay || fallback ? 'marquee-overlay' : '',
    fallback ? 'marquee-default-image' : '',
    style?.hideVideoMobile ? 'marquee-hide-video-mobile' : '',
  ]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {(image || video) && (
        <div className="marquee-media">
          {image && <CmsImage image={image} sizes="100vw" priority fill />}
          {video?.url && (
            <video src={video.url} autoPlay muted loop playsInline aria-hidden="true" />
          )}
        </div>
      )}
      <div className="marquee-copy">
        <div className="marquee-copy-inner">
          <RenderBlock block={block} context={context} />
        </div>
      </div>
    </div>
  )
}
