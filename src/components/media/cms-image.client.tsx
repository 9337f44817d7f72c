'use client'

import NextImage from 'next/image'
import { useState } from 'react'
import type { Image } from '@/content/images'
import { renderedImageProps } from './image-dimensions'
import styles from './cms-image.module.css'

export interface CmsImageProps {
  image: Image | null
  /** The `sizes` attribute: which of the configured widths the browser picks; one pixel width ("160px") draws the image at that width. */
  sizes: string
  /** The page's largest image (its LCP): preloaded and fetched before everything else. */
  priority?: boolean
  /** Above the fold but not the main image (a logo, the first cards): loaded at once, not preloaded. */
  eager?: boolean
  className?: string
  /** Cover the positioned parent instead of reserving the image's own aspect ratio. */
  fill?: boolean
}

type LoadState = 'loading' | 'loaded' | 'error'

/**
 * Every CMS image: optimised by Next at the spec's widths and quality, its box reserved from the
 * stored dimensions (no layout shift), a tinted placeholder while loading, and the alt text in
 * place of the picture when it cannot be loaded.
 */
export function CmsImage({ image, sizes, priority = false, eager = false, className, fill = false }: CmsImageProps) {
  const [state, setState] = useState<LoadState>('loading')
  if (!image) return null
  const frameClass = [styles.frame, fill ? styles.fill : '', className ?? ''].filter(Boolean).join(' ')
  const ratio = fill ? undefined : { aspectRatio: `${image.width} / ${image.height}` }
  return (
    <span className={frameClass} data-state={state} style={ratio}>
      {state === 'error' ? (
        <span className={styles.fallback}>{image.alt}</span>
      ) : (
        <NextImage
          src={image.url}
          alt={image.alt}
          {...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading: eager ? ('eager' as const) : ('lazy' as const) })}
          {...(fill ? { fill: true, sizes } : renderedImageProps(image, sizes))}
          className={styles.image}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
    </span>
  )
}
