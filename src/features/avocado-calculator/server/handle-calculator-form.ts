import 'server-only'
import { sitePathParam } from '@/routing/site-path'
import { FIELD_KEYS } from '../lib/fields'
import type { RawValues } from '../lib/schema'
import { calculatorUrl } from '../lib/url-state'

const MAX_QUERY_LENGTH = 4000
const ALLOW = 'GET, HEAD, OPTIONS'

const refuse = (message: string, status = 400, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * The calculator form is a GET form to here: a redirect to the state's own URL on the calculator
 * page, which draws the result (or the form with its messages). Nothing is read from the CMS.
 */
export function handleCalculatorForm(request: Request): Response {
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { allow: ALLOW } })
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return refuse('The calculator form is sent with GET.', 405, { allow: ALLOW })
  const url = new URL(request.url)
  if (url.search.length > MAX_QUERY_LENGTH) return refuse('The calculator form is too long.', 414)
  const path = sitePathParam(url.searchParams.get('path'))
  if (!path) return refuse('The calculator page is missing or not on this site.')
  const values: RawValues = {}
  for (const key of FIELD_KEYS) values[key] = url.searchParams.get(key) ?? undefined
  return new Response(null, {
    status: 303,
    headers: {
      location: calculatorUrl(path, { values, edit: false }),
      'cache-control': 'no-store',
    },
  })
}
