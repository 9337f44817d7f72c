import type { Endpoint } from 'payload'
import { toCsv } from '../../../lib/csv'
import { ADDRESS_FIELDS, CONTACT_FIELDS } from '../../../lib/sample-order-fields'
import type { SampleOrder } from '../../../payload-types'
import { isEditor } from '../../access'

/** Newest first; a larger export is a job for the database, not one request. */
export const MAX_EXPORTED_ORDERS = 10_000

const HEADER = [
  'reference',
  'date',
  'region',
  'locale',
  'items',
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
]

function orderRow(order: SampleOrder): string[] {
  return [
    order.reference,
    order.createdAt,
    order.regionTag,
    order.locale,
    order.items.map((item) => item.sku).join(' '),
    ...CONTACT_FIELDS.map((field) => order.contact[field] ?? ''),
    ...ADDRESS_FIELDS.map((field) => order.shippingAddress[field] ?? ''),
  ]
}

/** The orders as CSV, every cell spreadsheet-safe: visitors typed them, an editor's spreadsheet opens them. */
export function sampleOrdersCsv(orders: readonly SampleOrder[]): string {
  return toCsv([HEADER, ...orders.map(orderRow)])
}

export const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isEditor(req))
      return Response.json(
        { message: 'Only editors can export sample orders.' },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      )
    const { docs } = await req.payload.find({
      collection: 'sample-orders',
      sort: '-createdAt',
      limit: MAX_EXPORTED_ORDERS,
      depth: 0,
      req,
    })
    return new Response(sampleOrdersCsv(docs), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="sample-orders.csv"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    })
  },
}
