import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundMessage } from './not-found-message.client'

function AnswerNotFound(): never {
  notFound()
}

// Thrown here, not by the page, so the 404 keeps the server HTML (vercel/next.js#62228).
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
