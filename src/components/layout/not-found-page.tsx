import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundMessage } from './not-found-message.client'

function AnswerNotFound(): never {
  notFound()
}

/**
 * What a page returns when its document does not exist: the 404 message in the server HTML
 * (readable without JavaScript) and a 404 status. Next renders a page that calls `notFound()`
 * itself as an empty error document, filled in only by scripts (vercel/next.js#62228); thrown
 * inside this boundary, the same signal sets the status while the message stays in the markup.
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
