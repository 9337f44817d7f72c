import type { CSSProperties } from 'react'
import { RenderBlock } from '@/cms/blocks/registry'
import type { BlockContext } from '@/cms/blocks/block-context'
import type { MarqueeBlock, PageView } from '@/content/pages'

interface MarqueeProps {
  block: MarqueeBlock
  style: PageView['marqueeStyle']
  context: BlockContext
}

/** The page's header marquee: a section header or plain HTML over the configured background. */
export function Marquee({ block, style, context }: MarqueeProps) {
  const image = style?.backgroundImage
  const css: CSSProperties | undefined = image?.url ? { backgroundImage: `url(${image.url})` } : undefined
  const classes = [
    'marquee',
    `marquee-${style?.size ?? 'medium'}`,
    `marquee-place-${style?.copyPlacement ?? 'center'}`,
    `marquee-align-${style?.copyAlignment ?? 'center'}`,
    `marquee-${style?.width ?? 'contained'}`,
    `marquee-text-${style?.fontColor ?? 'light'}`,
    style?.addOverlay ? 'marquee-overlay' : '',
  ]
  return (
    <div className={classes.filter(Boolean).join(' ')} style={css}>
      <div className="marquee-copy">
        <RenderBlock block={block} context={context} />
      </div>
    </div>
  )
}
