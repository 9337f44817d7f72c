'use client'

import { Activity, type ComponentType, lazy, useEffect, useRef, useState } from 'react'
import type { LeadFormProps } from './lead-form.client'
import styles from './lead-form.module.css'

const loadLeadForm = () =>
  import('./lead-form.client').then(({ LeadForm }) => ({ default: LeadForm }))

let wantCode = () => {}
const codeWanted = new Promise<void>((resolve) => (wantCode = resolve))
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
// only a script would bring it back). The code loads after the page, never with it.
const LeadFormWhenWanted = lazy(() => codeWanted.then(loadLeadForm))
// A form drawn by a client navigation has no server HTML to keep: its code loads at once, and the
// navigation waits for it rather than showing the page without its form.
const LeadFormNow = lazy(loadLeadForm)

// A dehydrated form cannot take an update: a client navigation (any change of route context)
// waits until the form hydrates. So any interaction anywhere on the page loads its code, and an
// idle page loads it anyway, so that a navigation nobody started by hand never waits on it.
const WAKING_EVENTS = [
  'pointerdown',
  'keydown',
  'focusin',
  'touchstart',
  'click',
  'input',
  'change',
  'submit',
  'popstate',
] as const
const IDLE_TIMEOUT_MS = 3_000

function wantCodeOnInteractionOrIdle() {
  const wantOnce = () => {
    for (const name of WAKING_EVENTS) window.removeEventListener(name, wantOnce, true)
    wantCode()
  }
  for (const name of WAKING_EVENTS)
    window.addEventListener(name, wantOnce, { capture: true, passive: true })
  if ('requestIdleCallback' in window) requestIdleCallback(wantOnce, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(wantOnce, IDLE_TIMEOUT_MS)
}

export function DeferredLeadForm(props: LeadFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const [Form] = useState(() => LeadFormOnServer ?? (hydrated ? LeadFormNow : LeadFormWhenWanted))
  useEffect(() => {
    if (hydrated) return
    hydrated = true
    if (box.current?.contains(document.activeElement)) wantCode()
    else wantCodeOnInteractionOrIdle()
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
