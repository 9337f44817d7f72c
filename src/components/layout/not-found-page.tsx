import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundMessage } from './not-found-message.client'

function AnswerNotFound(): never {
  notFound()
}

/**
 * Next renders a page that calls `notFound()` itself as an empty error document filled in only by
 * scripts (vercel/next.js#62228); thrown inside this boundary, the same signal sets the 404 status
 * while the message stays in the server HTML.
 */
export function NotFoundPage({ subject = 'page' }: { subject?: 'page' | 'product' }) {
  return (
    <>
      <NotFoundMessage subject={subject} />
      <Suspense fallback={null}>
        <AnswerNotFound />
      </Suspense>
    </>
  )
}
