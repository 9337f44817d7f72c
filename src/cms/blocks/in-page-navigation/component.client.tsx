'use client'

import { useEffect, useRef, useState } from 'react'
import { activeSection } from './active-section'
import styles from './styles.module.css'

interface InPageLink {
  id: string
  label: string
}

/** The reading band: from 15 % below the top of the viewport to 45 %. */
const ROOT_MARGIN = '-15% 0px -55% 0px'

export function InPageLinks({ links }: { links: readonly InPageLink[] }) {
  const [active, setActive] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const ids = links.map((link) => link.id).join(' ')

  useEffect(() => {
    const order = ids.split(' ')
    const targets = order.flatMap((id) => document.getElementById(id) ?? [])
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return
    const visible = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id)
          else visible.delete(entry.target.id)
        }
        setActive((previous) => activeSection(order, visible, previous))
      },
      { rootMargin: ROOT_MARGIN },
    )
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [ids])

  // The list scrolls sideways when it is wider than the screen: keep the marked link in sight.
  useEffect(() => {
    const scroller = list.current
    const link = scroller?.querySelector('[aria-current="true"]')
    if (!scroller || !link) return
    const offset = link.getBoundingClientRect().left - scroller.getBoundingClientRect().left
    if (offset < 0 || offset + link.clientWidth > scroller.clientWidth)
      scroller.scrollLeft += offset
  }, [active])

  return (
    <ul className={styles.list} ref={list}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            className={styles.link}
            href={`#${link.id}`}
            aria-current={active === link.id ? 'true' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
