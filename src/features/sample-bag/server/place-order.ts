import 'server-only'
import { z } from 'zod'
import { getSampleBagSettings, listSampleBagProducts } from '@/content/sample-bag'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { firstErrors, sampleOrderSchema } from '../lib/order-schema'
import { shippingCountries } from '../lib/shipping-countries'
import { isBlockedEmail } from './blocked-email'
import { localizeErrors } from './localize-errors'
import { orderLimits } from './order-rate-limit'
import { cmsPayload } from './payload'
import { singleFlight } from './single-flight'
import { findOrderReference, storeOrder } from './store-order'

export interface OrderAnswer {
  status: 200 | 201 | 422 | 429
  body: { reference: string } | { errors: Record<string, string> } | { message: string }
  /** With 429. */
  retryAfterSeconds?: number
}

const refuse = (errors: Record<string, string>): OrderAnswer => ({ status: 422, body: { errors } })

const onePerKey = singleFlight<OrderAnswer>()

const UUID = z.uuid()
const isUuid = (value: unknown): value is string => UUID.safeParse(value).success

/**
 * Spec §5 and the sample bag rules, in order: a retry of an order already taken (answered whatever
 * changed since, such as the region's settings), region, fields, the email and overall rate
 * limits, blocked email domains, then products the region offers as samples; the order is stored
 * before the answer. Errors are in the body's locale (English when it names none the site knows).
 */
export async function placeOrder(body: Record<string, unknown>, locale: Locale): Promise<OrderAnswer> {
  const t = translator(locale)
  const payload = await cmsPayload()
  if (isUuid(body.idempotencyKey)) {
    const existing = await findOrderReference(payload, body.idempotencyKey)
    if (existing) return { status: 200, body: { reference: existing } }
  }
  const region = findRegion(body.regionId)
  if (!region) return refuse({ regionId: t('sampleOrder.invalidValue') })
  if (!regionSupportsLocale(region, body.locale)) return refuse({ locale: t('sampleOrder.invalidValue') })
  const scope = { regionId: region.id, locale: body.locale, previewToken: null }

  const settings = await getSampleBagSettings(scope)
  if (!settings.enabled) return refuse({ items: t('sampleOrder.notOffered') })
  const parsed = sampleOrderSchema({ maxItems: settings.maxItems, countries: shippingCountries(region.id) }).safeParse(body)
  if (!parsed.success) return refuse(localizeErrors(firstErrors(parsed.error), locale))
  const order = parsed.data

  const { value, shared } = await onePerKey(order.idempotencyKey, async (): Promise<OrderAnswer> => {
    // Looked up again: a retry's first request may have finished while this one was being checked.
    const stored = await findOrderReference(payload, order.idempotencyKey)
    if (stored) return { status: 200, body: { reference: stored } }
    const limited = orderLimits().order(order.email)
    if (limited) return { status: 429, body: { message: limited.message }, retryAfterSeconds: limited.retryAfterSeconds }
    if (await isBlockedEmail(payload, order.email)) return refuse({ email: t('validation.blockedEmail') })

    const offered = new Set((await listSampleBagProducts(scope, order.items)).filter((product) => product.getASample).map((product) => product.sku))
    if (order.items.some((sku) => !offered.has(sku))) return refuse({ items: t('sampleOrder.unavailableItems') })

    const { reference, created } = await storeOrder(payload, order)
    return { status: created ? 201 : 200, body: { reference } }
  })
  // A caller that joined another's run did not create the order: it gets the reference with 200.
  return shared && value.status === 201 ? { ...value, status: 200 } : value
}
