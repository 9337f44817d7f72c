'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { listingUrl } from '../lib/listing-url'
import { stateFromForm } from '../lib/state-from-form'

/** The control to focus again once the next state has rendered (the page may mount anew). */
let focusAfterNavigation: string | null = null

interface ListingFormProps {
  pageUrl: string
  action: string
  label: string
  className?: string
  children: ReactNode
}

/**
 * The filter form works as a plain GET form without script. With script, every change goes
 * straight to the state's own URL (a history entry, so back and forward walk the choices) and
 * keyboard focus returns to the control that made it.
 */
export function ListingForm({ pageUrl, action, label, className, children }: ListingFormProps) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const element = form.current
    if (!element) return
    if (focusAfterNavigation) {
      const control = document.getElementById(focusAfterNavigation)
      focusAfterNavigation = null
      if (control instanceof HTMLElement) control.focus()
    }
    const go = (event: Event) => {
      const target = event.target
      if (target instanceof HTMLElement && target.id) focusAfterNavigation = target.id
      const entries = [...new FormData(element).entries()].map(
        ([name, value]) => [name, String(value)] as [string, string],
      )
      router.push(listingUrl(pageUrl, stateFromForm(entries)), { scroll: false })
    }
    const showValue = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || !input.dataset.output) return
      const output = document.getElementById(input.dataset.output)
      if (!output) return
      const unit = output.dataset.unit ? ` ${output.dataset.unit}` : ''
      output.textContent = `${Number(input.value).toLocaleString(document.documentElement.lang)}${unit}`
    }
    element.addEventListener('change', go)
    element.addEventListener('input', showValue)
    return () => {
      element.removeEventListener('change', go)
      element.removeEventListener('input', showValue)
    }
  }, [pageUrl, router])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = [...new FormData(event.currentTarget).entries()].map(
      ([name, value]) => [name, String(value)] as [string, string],
    )
    router.push(listingUrl(pageUrl, stateFromForm(entries)), { scroll: false })
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      aria-label={label}
      className={className}
      onSubmit={submit}
    >
      <input type="hidden" name="path" value={pageUrl} />
      {children}
    </form>
  )
}
