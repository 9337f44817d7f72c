import { SiteLink } from '@/components/link/site-link.client'
import type { ReactNode } from 'react'
import { CmsImage } from '@/components/media/cms-image'
import type { SingleImageBannerBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import { resolveLink } from '@/content/links'
import type { BlockProps } from '../block-context'
import styles from './styles.module.css'

export function SingleImageBanner({
  block,
  context,
}: BlockProps<SingleImageBannerBlockFieldsFragment>) {
  const image = toImage(block.image)
  if (!image) return null
  const link = block.link
    ? resolveLink({ regionId: context.regionId, locale: context.locale }, block.link)
    : null
  const title = block.link?.title
  const picture = (
    <CmsImage image={image} sizes="(min-width: 1200px) 1160px, 100vw" className={styles.image} />
  )
  return (
    <figure className={styles.banner} id={block.anchorId ?? undefined}>
      {link && !title ? (
        <LinkTo href={link.href} external={link.external} className={styles.imageLink}>
          {picture}
        </LinkTo>
      ) : (
        picture
      )}
      {(block.caption || (link && title)) && (
        <figcaption className={styles.caption}>
          {block.caption && <span>{block.caption}</span>}
          {link && title && (
            <LinkTo href={link.href} external={link.external} className="cta-link">
              {title}
            </LinkTo>
          )}
        </figcaption>
      )}
    </figure>
  )
}

function LinkTo({
  href,
  external,
  className,
  children,
}: {
  href: string
  external: boolean
  className?: string
  children: ReactNode
}) {
  return external ? (
    <a className={className} href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <SiteLink className={className} href={href}>
      {children}
    </SiteLink>
  )
}
