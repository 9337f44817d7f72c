import { HeadingText } from '@/components/text/heading-text'
import { CallsToAction } from '@/components/link/calls-to-action'
import type { CallToActionData } from '@/components/link/call-to-action'
import type { BlockContext } from '../block-context'

interface BannerCopyProps {
  block: {
    heading?: string | null
    text?: string | null
    callsToAction?: readonly CallToActionData[] | null
  }
  context: BlockContext
  /** The banner's own stylesheet: each banner sets its copy apart from the image differently. */
  styles: { copy?: string; heading?: string; text?: string }
}

export function BannerCopy({ block, context, styles }: BannerCopyProps) {
  return (
    <div className={styles.copy}>
      <h2 className={styles.heading}>
        <HeadingText text={block.heading} locale={context.locale} />
      </h2>
      {block.text && <p className={styles.text}>{block.text}</p>}
      <CallsToAction
        ctas={block.callsToAction}
        regionId={context.regionId}
        locale={context.locale}
        routesOff={context.routesOff}
      />
    </div>
  )
}
