'use client'

import { useEffect, useState } from 'react'
import type { ResultsResponse } from '../lib/results-request'

interface Answer {
  query: string
  attempt: number
  data: ResultsResponse | null
}

const isResults = (body: unknown): body is ResultsResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { total?: unknown }).total === 'number' &&
  Array.isArray((body as { products?: unknown }).products)

/** `query` null means the request is not worth sending (a broken state): no products. */
export function useFinderResults(query: string | null) {
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<Answer | null>(null)

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    fetch(query, { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : null
        setAnswer({ query, attempt, data: isResults(body) ? body : null })
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ query, attempt, data: null })
      })
    return () => controller.abort()
  }, [query, attempt])

  const current = answer?.query === query && answer.attempt === attempt ? answer : null
  if (!query)
    return { loading: false, failed: false, data: { total: 0, products: [] }, retry: () => {} }
  return {
    loading: !current,
    failed: current !== null && current.data === null,
    data: current?.data ?? null,
    retry: () => setAttempt((count) => count + 1),
  }
}
