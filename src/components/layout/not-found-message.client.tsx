'use client'

import { useShellMessages } from './site-messages.client'

export function NotFoundMessage({ subject = 'page' }: { subject?: 'page' | 'product' }) {
  const t = useShellMessages()
  return (
    <section className="status-page container">
      <h1>{subject === 'product' ? t.productNotFound : t.pageNotFound}</h1>
      <p>{t.pageNotFoundText}</p>
      <p>
        <a className="button button-primary" href={t.homeHref}>
          {t.backToHome}
        </a>
      </p>
    </section>
  )
}
