import { CmsImage } from '@/components/media/cms-image'
import type { ThreeFeatureBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { LinkTo } from '../banner-common/link-to'
import type { BlockContext, BlockProps } from '../block-context'
import { blockLink } from '../block-link'
import { MAX_FEATURES } from './config'
import styles from './styles.module.css'

type Feature = NonNullable<ThreeFeatureBannerBlockFieldsFragment['features']>[number]

export function ThreeFeatureBanner({
  block,
  context,
}: BlockProps<ThreeFeatureBannerBlockFieldsFragment>) {
  const features = (block.features ?? []).slice(0, MAX_FEATURES)
  return (
    <section className={styles.banner} id={block.anchorId ?? undefined}>
      <h2 className={styles.heading}>{block.heading}</h2>
      {block.text && <p className={styles.intro}>{block.text}</p>}
      <ul className={styles.features}>
        {features.map((feature, index) => (
          <FeatureItem key={feature.id ?? index} feature={feature} context={context} />
        ))}
      </ul>
    </section>
  )
}

/** A link without its own title makes the feature's title the link, so no "learn more" repeats. */
function FeatureItem({ feature, context }: { feature: Feature; context: BlockContext }) {
  const link = blockLink(context, feature.link)
  const linkText = feature.link?.title
  return (
    <li className={styles.feature}>
      <CmsImage
        image={toImage(feature.image)}
        sizes="(min-width: 992px) 96px, 80px"
        className={styles.icon}
      />
      <h3 className={styles.title}>
        {link && !linkText ? <LinkTo link={link}>{feature.title ?? ''}</LinkTo> : feature.title}
      </h3>
      {feature.text && <p className={styles.text}>{feature.text}</p>}
      {link && linkText && (
        <LinkTo link={link} className={`cta-link ${styles.link}`}>
          {linkText}
        </LinkTo>
      )}
    </li>
  )
}
