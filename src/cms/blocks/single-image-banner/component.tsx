import { CmsImage } from '@/components/media/cms-image'
import type { SingleImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { LinkTo } from '../banner-common/link-to'
import type { BlockProps } from '../block-context'
import { blockLink } from '../block-link'
import styles from './styles.module.css'

export function SingleImageBanner({
  block,
  context,
}: BlockProps<SingleImageBannerBlockFieldsFragment>) {
  const image = toImage(block.image)
  if (!image) return null
  const link = blockLink(context, block.link)
  const title = block.link?.title
  const picture = (
    <CmsImage image={image} sizes="(min-width: 1200px) 1160px, 100vw" className={styles.image} />
  )
  return (
    <figure className={styles.banner} id={block.anchorId ?? undefined}>
      {link && !title ? (
        <LinkTo link={link} className={styles.imageLink}>
          {picture}
        </LinkTo>
      ) : (
        picture
      )}
      {(block.caption || (link && title)) && (
        <figcaption className={styles.caption}>
          {block.caption && <span>{block.caption}</span>}
          {link && title && (
            <LinkTo link={link} className="cta-link">
              {title}
            </LinkTo>
          )}
        </figcaption>
      )}
    </figure>
  )
}
