'use client'

import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client island whose code loads only where it is drawn. The page route imports every block's
 * renderer, so an island imported directly would ship with every generic page. The server renders
 * it as a hidden streamed segment an inline script reveals: only for islands that need script
 * anyway. React.lazy rather than next/dynamic, whose runtime alone is ~1 KB gzip.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Island = lazy(() => load().then((component) => ({ default: component })))
  return function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    )
  }
}
