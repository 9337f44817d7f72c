import 'server-only'
import { z } from 'zod'
import { getSampleBagSettings } from '@/content/sample-bag'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { firstErrors, sampleOrderSchema } from '../lib/order-schema'
import { shippingCountries } from '../lib/shipping-countries'
import { MAX_STORED_ENTRIES } from '../lib/storage'
import { localizeErrors } from './localize-errors'
import { answerRetry, type OrderAnswer, refuse } from './order-answer'
import { orderDetails } from './order-document'
import { cmsPayload } from '@/cms/submissions/payload'
import { singleFlight } from '@/lib/single-flight'
import { findOrder } from './store-order'
import { takeOrder } from './take-order'

export type { OrderAnswer } from './order-answer'

const onePerOrder = singleFlight<OrderAnswer>()

const UUID = z.uuid()
const isUuid = (value: unknown): value is string => UUID.safeParse(value).success

// The checks run in spec §5's order, continued in takeOrder.
export async function placeOrder(
  body: Record<string, unknown>,
  locale: Locale,
): Promise<OrderAnswer> {
  const t = translator(locale)
  const region = findRegion(body.regionId)
  if (!region) return refuse({ regionId: t('sampleOrder.invalidValue') })
  if (!regionSupportsLocale(region, body.locale))
    return refuse({ locale: t('sampleOrder.invalidValue') })
  const scope = { regionId: region.id, locale: body.locale, previewToken: null }
  const schema = (maxItems: number) =>
    sampleOrderSchema({ maxItems, countries: shippingCountries(region.id) })
  const payload = await cmsPayload()

  if (isUuid(body.idempotencyKey)) {
    const stored = await findOrder(payload, body.idempotencyKey)
    // Read without the region's settings, which may have changed since; one that no longer reads gets the checks below.
    const retry = stored && schema(MAX_STORED_ENTRIES).safeParse(body)
    if (stored && retry?.success) return answerRetry(stored, retry.data, locale)
  }

  const settings = await getSampleBagSettings(scope)
  if (!settings.enabled) return refuse({ items: t('sampleOrder.notOffered') })
  const parsed = schema(settings.maxItems).safeParse(body)
  if (!parsed.success) return refuse(localizeErrors(firstErrors(parsed.error), locale))
  const order = parsed.data

  const { value, shared } = await onePerOrder(
    JSON.stringify([order.idempotencyKey, orderDetails(order)]),
    () => takeOrder(payload, order, scope),
  )
  // A caller that joined another's run did not create the order: it gets the reference with 200.
  return shared && value.status === 201 ? { ...value, status: 200 } : value
}
