'use client'

import { type FormEvent, useRef } from 'react'

/**
 * The form's submit handler, run one at a time. The busy state only disables the button after
 * the next render, so a quick second press could otherwise post the form twice.
 */
export function useSubmitOnce(
  handler: (form: HTMLFormElement) => Promise<void>,
  /** A handler that threw (its validation code failed to load, say): tell the visitor. */
  onError: () => void,
): (event: FormEvent<HTMLFormElement>) => void {
  const running = useRef(false)
  return (event) => {
    event.preventDefault()
    if (running.current) return
    running.current = true
    void handler(event.currentTarget)
      .catch(onError)
      .finally(() => {
        running.current = false
      })
  }
}
