export interface Image {
  url: string
  alt: string
  width: number
  height: number
}

export interface MediaLike {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
}

/** Media without a URL or dimensions is dropped: rendering it would shift the layout. */
export function toImage(media: MediaLike | null | undefined): Image | null {
  if (!media?.url || !media.width || !media.height) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width, height: media.height }
}
