import { CallsToAction } from '@/components/link/calls-to-action'
import { CmsImage } from '@/components/media/cms-image'
import { RichText } from '@/components/rich-text/rich-text'
import type { TwoColumnSlideBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { BlockProps } from '../block-context'
import { MAX_SLIDE_CARDS } from './config'
import styles from './styles.module.css'

export function TwoColumnSlide({ block, context }: BlockProps<TwoColumnSlideBlockFieldsFragment>) {
  const cards = (block.cards ?? []).slice(0, MAX_SLIDE_CARDS)
  if (cards.length === 0) return null
  const CardHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className={styles.slide} id={block.anchorId ?? undefined}>
      {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
      <div className={styles.cards}>
        {cards.map((card, index) => (
          <article key={card.id ?? index} className={styles.card}>
            <CmsImage
              image={toImage(card.image)}
              sizes="(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw"
            />
            <div className={styles.body}>
              <CardHeading className={styles.title}>{card.title}</CardHeading>
              <RichText data={card.body} scope={context.scope} />
              <CallsToAction
                ctas={card.callsToAction}
                regionId={context.regionId}
                locale={context.locale}
                routesOff={context.routesOff}
              />
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
