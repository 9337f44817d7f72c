import type { SectionHeaderBlockFieldsFragment } from '@/content/generated/graphql'
import { HeadingText } from '@/components/text/heading-text'
import { CallsToAction } from '@/components/link/calls-to-action'
import type { BlockProps } from '../block-context'

export function SectionHeader({ block, context }: BlockProps<SectionHeaderBlockFieldsFragment>) {
  const Heading = block.h1 ? 'h1' : 'h2'
  return (
    <section className="section-header">
      {block.title && <p className="eyebrow">{block.title}</p>}
      <Heading>
        <HeadingText text={block.heading} locale={context.locale} />
      </Heading>
      {block.subHeading && <p className="lede">{block.subHeading}</p>}
      <CallsToAction
        ctas={block.callsToAction}
        regionId={context.regionId}
        locale={context.locale}
        routesOff={context.routesOff}
      />
    </section>
  )
}
