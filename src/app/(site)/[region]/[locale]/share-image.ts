import type { Metadata, ResolvingMetadata } from 'next'
import { withShareImageFallback } from '@/components/layout/social-metadata'

/** A page's metadata with the region's default share image (set by the layout) when it has none. */
export function withDefaultShareImage<Props>(generate: (props: Props) => Promise<Metadata>) {
  return async (props: Props, parent: ResolvingMetadata): Promise<Metadata> =>
    withShareImageFallback(await generate(props), await parent)
}
