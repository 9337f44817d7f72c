'use client'

import { useShellMessages } from './site-messages.client'

export function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  const t = useShellMessages()
  return (
    <section className="status-page container" role="alert">
      <h1>{t.errorRequest}</h1>
      <p>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t.tryAgain}
        </button>
      </p>
    </section>
  )
}
