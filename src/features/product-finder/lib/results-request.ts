import type { Image } from '@/content/images'

export const RESULTS_PATH = '/api/product-finder/results'
/** An option whose value is this matches every product: "No preference". */
export const ANY_ANSWER = '*'
export const MAX_STEPS = 10
const MAX_ANSWER_LENGTH = 200

/**
 * The request's rules, shared by the wizard (which builds the query) and the handler's zod schema
 * (`server/results-schema.ts`). zod stays on the server: even `zod/mini` is ~23 KB gzip, which
 * every generic page would load.
 */
export const REQUEST_RULES = {
  region: /^[a-z]{2,16}$/,
  locale: /^[a-z]{2}(-[A-Z]{2})?$/,
  finder: /^[1-9]\d{0,8}$/,
  answer: { min: 1, max: MAX_ANSWER_LENGTH },
  answers: { min: 1, max: MAX_STEPS },
} as const

export interface ResultsRequest {
  region: string
  locale: string
  finder: string
  answers: string[]
}

/** The wizard's check before it asks: a request the handler would refuse is not sent. */
export function isResultsRequest(value: {
  region: string
  locale: string
  finder: string
  answers: readonly (string | null)[]
}): value is ResultsRequest {
  const { answers } = value
  return (
    REQUEST_RULES.region.test(value.region) &&
    REQUEST_RULES.locale.test(value.locale) &&
    REQUEST_RULES.finder.test(value.finder) &&
    answers.length >= REQUEST_RULES.answers.min &&
    answers.length <= REQUEST_RULES.answers.max &&
    answers.every(
      (answer) =>
        typeof answer === 'string' &&
        answer.length >= REQUEST_RULES.answer.min &&
        answer.length <= REQUEST_RULES.answer.max,
    )
  )
}

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
