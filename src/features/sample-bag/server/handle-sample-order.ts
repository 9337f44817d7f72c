import { isRecord } from '@/lib/is-record'
import 'server-only'
import { clientAddress } from '@/lib/client-address'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { isLocale } from '@/routing/locales'
import { translate } from '@/i18n/translate'
import { orderLimits } from './order-rate-limit'
import { placeOrder } from './place-order'

export const ORDER_BODY_LIMIT = 64 * 1024

const reply = (status: number, body: unknown, retryAfterSeconds?: number) =>
  Response.json(body, {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(retryAfterSeconds && { 'retry-after': String(retryAfterSeconds) }),
    },
  })

export async function handleSampleOrder(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const limited = await orderLimits().address(clientAddress(request.headers))
  if (limited) return reply(429, { message: limited.message }, limited.retryAfterSeconds)
  const body = await readJsonBody(request, ORDER_BODY_LIMIT)
  if (!body.ok && body.error === 'too-large')
    return reply(413, { message: 'The request body is larger than the 64 KB limit.' })
  if (!body.ok) return reply(400, { message: 'The request body is not valid JSON.' })
  if (!isRecord(body.value))
    return reply(400, { message: 'The request body must be a JSON object.' })
  const locale = isLocale(body.value.locale) ? body.value.locale : 'en'
  try {
    const answer = await placeOrder(body.value, locale)
    return reply(answer.status, answer.body, answer.retryAfterSeconds)
  } catch (error) {
    console.error('sample-orders: the order could not be placed', error)
    return reply(503, { message: translate(locale, 'sampleOrder.unavailable') })
  }
}
