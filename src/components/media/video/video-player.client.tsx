'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './video.module.css'

interface VideoPlayerProps {
  src: string
  title: string
  playLabel: string
  children: ReactNode
}

/** A play button until pressed: the third-party iframe (and its cookies and scripts) comes after. */
export function VideoPlayer({ src, title, playLabel, children }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.frame}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <button
      type="button"
      className={`${styles.frame} ${styles.play}`}
      aria-label={playLabel}
      onClick={() => setPlaying(true)}
    >
      {children}
      <span className={styles.icon} aria-hidden="true" />
    </button>
  )
}
