import type { Endpoint } from 'payload'
import { toCsv } from '../../../lib/csv'
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
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneExtension',
  'businessName',
  'businessType',
  'street',
  'street2',
  'city',
  'state',
  'postcode',
  'country',
]

function orderRow({
  reference,
  createdAt,
  regionTag,
  locale,
  items,
  contact: c,
  shippingAddress: a,
}: SampleOrder): string[] {
  const skus = items.map((item) => item.sku).join(' ')
  return [
    reference,
    createdAt,
    regionTag,
    locale,
    skus,
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    c.phoneExtension ?? '',
    c.businessName,
    c.businessType ?? '',
    a.street,
    a.street2 ?? '',
    a.city,
    a.state,
    a.postcode,
    a.country,
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
