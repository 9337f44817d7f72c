'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { LeadFormProps } from './lead-form.client'
import styles from './lead-form.module.css'

const loadLeadForm = () =>
  import('./lead-form.client').then(({ LeadForm }) => ({ default: LeadForm }))

let wake = () => {}
const firstTouch = new Promise<void>((resolve) => (wake = resolve))
let hydrated = false

// While hydrating, the form's server HTML stays as it is (a suspended boundary keeps it) and
// already works as a plain post; its code loads when a visitor first reaches into a form. The
// server resolves it at once, so the HTML always carries the whole form.
const LeadFormAfterTouch = lazy(async () => {
  if (typeof window !== 'undefined') await firstTouch
  return loadLeadForm()
})
// A form drawn by a client navigation has no server HTML to keep: its code loads at once.
const LeadFormNow = lazy(loadLeadForm)

export function DeferredLeadForm(props: LeadFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const [Form] = useState(() => (hydrated ? LeadFormNow : LeadFormAfterTouch))
  useEffect(() => {
    hydrated = true
    const element = box.current
    if (!element) return
    if (element.contains(document.activeElement)) return wake()
    const events = ['focusin', 'pointerdown', 'mouseover', 'touchstart'] as const
    const stopListening = () => {
      for (const name of events) element.removeEventListener(name, touched)
    }
    const touched = () => {
      stopListening()
      wake()
    }
    for (const name of events) element.addEventListener(name, touched, { passive: true })
    return stopListening
  }, [])
  return (
    <div
      ref={box}
      className={props.compact ? `${styles.wrapper} ${styles.compact}` : styles.wrapper}
    >
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  )
}
