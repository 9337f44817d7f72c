import { VideoFigure } from '@/components/media/video/video-figure'
import type { VideoBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockProps } from '../block-context'

export function Video({ block, context }: BlockProps<VideoBlockFieldsFragment>) {
  const title = block.title ?? ''
  const labels = {
    play: context.t('blocks.video.play', { title }),
    download: context.t('blocks.video.download', { title }),
  }
  return (
    <VideoFigure
      video={block}
      scope={context.scope}
      labels={labels}
      id={block.anchorId ?? undefined}
    />
  )
}
