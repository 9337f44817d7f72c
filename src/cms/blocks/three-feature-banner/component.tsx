import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import type { ThreeFeatureBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { resolveLink } from '@/content/links'
import type { BlockContext, BlockProps } from '../block-context'
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
  const link = feature.link
    ? resolveLink({ regionId: context.regionId, locale: context.locale }, feature.link)
    : null
  const linkText = feature.link?.title
  const anchor = (text: string, className?: string) =>
    link?.external ? (
      <a className={className} href={link.href} rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      <SiteLink className={className} href={link?.href ?? ''}>
        {text}
      </SiteLink>
    )
  return (
    <li className={styles.feature}>
      <CmsImage
        image={toImage(feature.image)}
        sizes="(min-width: 992px) 96px, 80px"
        className={styles.icon}
      />
      <h3 className={styles.title}>
        {link && !linkText ? anchor(feature.title ?? '') : feature.title}
      </h3>
      {feature.text && <p className={styles.text}>{feature.text}</p>}
      {link && linkText && anchor(linkText, `cta-link ${styles.link}`)}
    </li>
  )
}
