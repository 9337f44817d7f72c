'use client'

import { preload } from 'react-dom'
import type { Image } from '@/content/images'
import { renderedImageProps } from './image-dimensions'
import { imageSources } from './image-srcset'
import styles from './cms-image.module.css'

export interface CmsImageProps {
  image: Image | null
  sizes: string
  /** The page's largest image (its LCP): preloaded and fetched before everything else. */
  priority?: boolean
  /** Above the fold but not the main image (a logo, the first cards): loaded at once, not preloaded. */
  eager?: boolean
  className?: string
  fill?: boolean
}

// No state or effects: hydrating costs next to nothing (docs/architecture.md, "Images").
export function CmsImage({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
  fill = false,
}: CmsImageProps) {
  if (!image) return null
  const box = fill ? null : renderedImageProps(image, sizes)
  const sources = imageSources(image.url, box ?? { sizes })
  if (priority)
    preload(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
      fetchPriority: 'high',
    })
  const frameClass = [styles.frame, fill ? styles.fill : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  const ratio = fill ? undefined : { aspectRatio: `${image.width} / ${image.height}` }
  return (
    <span
      className={frameClass}
      data-state="loading"
      data-image-frame=""
      data-alt={image.alt}
      style={ratio}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's sources (image-srcset.ts) without its client code */}
      <img
        {...sources}
        alt={image.alt}
        width={box?.width}
        height={box?.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={styles.image}
      />
    </span>
  )
}
