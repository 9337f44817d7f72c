'use client'

import { useEffect } from 'react'

const FRAME = '[data-image-frame]'

function settle(image: HTMLImageElement) {
  const frame = image.closest<HTMLElement>(FRAME)
  if (!frame || image.parentElement !== frame) return
  frame.dataset.state = image.naturalWidth > 0 ? 'loaded' : 'error'
}

// One listener, not a hydrated component per image; `load` and `error` don't bubble, so capture.
export function ImageStateWatcher() {
  useEffect(() => {
    const onImageEvent = (event: Event) => {
      if (event.target instanceof HTMLImageElement) settle(event.target)
    }
    document.addEventListener('load', onImageEvent, true)
    document.addEventListener('error', onImageEvent, true)
    for (const image of document.querySelectorAll<HTMLImageElement>(`${FRAME} > img`)) {
      if (image.complete) settle(image)
    }
    return () => {
      document.removeEventListener('load', onImageEvent, true)
      document.removeEventListener('error', onImageEvent, true)
    }
  }, [])
  return null
}
