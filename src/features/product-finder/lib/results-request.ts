import * as z from 'zod/mini'
import type { Image } from '@/content/images'

export const RESULTS_PATH = '/api/product-finder/results'
/** An option whose value is this matches every product: "No preference". */
export const ANY_ANSWER = '*'
export const MAX_STEPS = 10
const MAX_ANSWER_LENGTH = 200

/** Shared by the wizard (which builds the query) and the route handler (which checks it). */
export const resultsRequestSchema = z.object({
  region: z.string().check(z.regex(/^[a-z]{2,16}$/)),
  locale: z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/)),
  finder: z.string().check(z.regex(/^[1-9]\d{0,8}$/)),
  answers: z
    .array(z.string().check(z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH)))
    .check(z.minLength(1), z.maxLength(MAX_STEPS)),
})

export type ResultsRequest = z.infer<typeof resultsRequestSchema>

export interface FinderProduct {
  sku: string
  name: string
  href: string
  image: Image | null
}

export interface ResultsResponse {
  total: number
  products: FinderProduct[]
}

export function resultsQuery(request: ResultsRequest): string {
  const params = new URLSearchParams({
    region: request.region,
    locale: request.locale,
    finder: request.finder,
  })
  for (const answer of request.answers) params.append('a', answer)
  return `${RESULTS_PATH}?${params}`
}

export function readResultsQuery(params: URLSearchParams): unknown {
  return {
    region: params.get('region') ?? '',
    locale: params.get('locale') ?? '',
    finder: params.get('finder') ?? '',
    answers: params.getAll('a'),
  }
}
