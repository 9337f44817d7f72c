export type AnalyticsPayload = Record<string, string>

/** A favorite is a product (by SKU) or a recipe (by slug): spec §4 matches them that way. */
export type FavoritePayload =
  { item_type: 'product'; sku: string } | { item_type: 'recipe'; slug: string }

/**
 * Every event the site pushes to `window.dataLayer`, with its payload (docs/analytics.md). Values
 * are strings, and none is personal data or text the visitor typed, except the search term.
 */
export type AnalyticsEvents = {
  region_update: { region: string }
  language_update: { language: string }
  search: { search_term: string }
  /** `filters`: the chosen facet values, `attribute:value,value|attribute:value` (filter-string.ts). */
  filter: { listing: string; filters: string }
  /** What the visitor searched by (`name`, `postcode`, `state`, joined by `+`), never the values. */
  distributor_search: { search_type: string }
  /** The result's figures (decimal strings), never the amounts typed into the form. */
  calculator_result: {
    avocado_use: string
    currency: string
    processed_cases: string
    weekly_savings: string
    yearly_savings: string
  }
  favorite_add: FavoritePayload
  favorite_remove: FavoritePayload
  compare_add: { sku: string }
  sample_bag_add: { sku: string }
  /** `items`: how many products the order asked for. */
  sample_order_sent: { items: string }
  /** `form`: the form's name in the CMS (its internal title). */
  form_submitted: { form: string }
  spec_sheet_download: { sku: string }
}

export type AnalyticsEventName = keyof AnalyticsEvents

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Spec §5: an event with any empty or blank value is dropped rather than sent half-filled. */
export function isSendable(payload: AnalyticsPayload): boolean {
  return Object.values(payload).every((value) => typeof value === 'string' && value.trim() !== '')
}

export function pushAnalyticsEvent<E extends AnalyticsEventName>(
  event: E,
  payload: AnalyticsEvents[E],
): boolean {
  if (typeof window === 'undefined' || !isSendable(payload)) return false
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event, ...payload })
  return true
}
