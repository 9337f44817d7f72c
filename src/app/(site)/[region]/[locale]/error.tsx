'use client'

import { ErrorMessage } from '@/components/layout/error-message.client'

export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorMessage onRetry={reset} />
}
