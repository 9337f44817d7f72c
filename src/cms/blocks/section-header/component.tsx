import type { SectionHeaderBlockFieldsFragment } from '@/content/generated/graphql'
import { CallToAction } from '@/components/link/call-to-action'
import type { BlockContext } from '../block-context'

export function SectionHeader({ block, context }: { block: SectionHeaderBlockFieldsFragment; context: BlockContext }) {
  const Heading = block.h1 ? 'h1' : 'h2'
  const ctas = block.callsToAction ?? []
  return (
    <section className="section-header">
      {block.title && <p className="eyebrow">{block.title}</p>}
      <Heading>{block.heading}</Heading>
      {block.subHeading && <p className="lede">{block.subHeading}</p>}
      {ctas.length > 0 && (
        <div className="cta-row">
          {ctas.map((cta, index) => (
            <CallToAction key={index} cta={cta} regionId={context.regionId} locale={context.locale} />
          ))}
        </div>
      )}
    </section>
  )
}
