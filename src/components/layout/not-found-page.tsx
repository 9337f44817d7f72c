import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundMessage } from './not-found-message.client'

function AnswerNotFound(): never {
  notFound()
}

// A page calling `notFound()` itself is rendered as an empty, script-filled error document
// (vercel/next.js#62228); thrown inside this boundary it sets the 404 and keeps the server HTML.
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
