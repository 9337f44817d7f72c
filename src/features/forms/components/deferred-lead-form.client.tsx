'use client'

import { Activity, type ComponentType, lazy, useEffect, useRef, useState } from 'react'
import type { LeadFormProps } from './lead-form.client'
import styles from './lead-form.module.css'

const loadLeadForm = () =>
  import('./lead-form.client').then(({ LeadForm }) => ({ default: LeadForm }))

let wake = () => {}
const firstTouch = new Promise<void>((resolve) => (wake = resolve))
let hydrated = false

// The server draws the form at once, never a fallback: its HTML must work without JavaScript.
// Next compiles `typeof window` to a constant, so browsers never load this branch's module.
const LeadFormOnServer: ComponentType<LeadFormProps> | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./lead-form.client') as typeof import('./lead-form.client')).LeadForm
    : null

// While hydrating, the form's server HTML stays as it is and already works as a plain post: an
// Activity boundary keeps its HTML while the code is suspended, as Suspense would, but the server
// writes it in place (React moves a large Suspense boundary's HTML to the end of the stream, where
// only a script would bring it back). The code loads when a visitor first interacts.
const LeadFormAfterTouch = lazy(() => firstTouch.then(loadLeadForm))
// A form drawn by a client navigation has no server HTML to keep: its code loads at once, and the
// navigation waits for it rather than showing the page without its form.
const LeadFormNow = lazy(loadLeadForm)

// A dehydrated form cannot take an update, and a navigation that changes it waits until it can:
// so the first key, pointer or history step anywhere on the page loads the code, not only a
// touch of the form itself.
const WAKING_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'popstate'] as const

function wakeOnFirstInteraction() {
  const wakeOnce = () => {
    for (const name of WAKING_EVENTS) window.removeEventListener(name, wakeOnce, true)
    wake()
  }
  for (const name of WAKING_EVENTS)
    window.addEventListener(name, wakeOnce, { capture: true, passive: true })
}

export function DeferredLeadForm(props: LeadFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const [Form] = useState(() => LeadFormOnServer ?? (hydrated ? LeadFormNow : LeadFormAfterTouch))
  useEffect(() => {
    if (hydrated) return
    hydrated = true
    if (box.current?.contains(document.activeElement)) wake()
    else wakeOnFirstInteraction()
  }, [])
  return (
    <div
      ref={box}
      className={props.compact ? `${styles.wrapper} ${styles.compact}` : styles.wrapper}
    >
      <Activity mode="visible">
        <Form {...props} />
      </Activity>
    </div>
  )
}
