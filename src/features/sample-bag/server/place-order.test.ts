import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getSampleBagSettings, listSampleBagProducts, type SampleBagProduct, type SampleBagSettings } from '@/content/sample-bag'
import { type OrderRefusal } from './order-rate-limit'
import { cmsPayload } from './payload'
import { placeOrder } from './place-order'

vi.mock('server-only', () => ({}))
vi.mock('@/content/sample-bag', () => ({ getSampleBagSettings: vi.fn(), listSampleBagProducts: vi.fn() }))
vi.mock('./payload', () => ({ cmsPayload: vi.fn() }))
const limitOrder = vi.hoisted(() => vi.fn<(email: string) => OrderRefusal | null>())
vi.mock('./order-rate-limit', () => ({ orderLimits: () => ({ order: limitOrder }) }))

const SETTINGS = { enabled: true, maxItems: 5 } as SampleBagSettings
const product = (sku: string, getASample = true) => ({ sku, getASample }) as SampleBagProduct

const find = vi.fn()
const create = vi.fn()
const blocklist: string[] = []
let orders: { reference: string; idempotencyKey: string }[] = []

const order = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@bistro.example',
  phone: '+1 212 555 0134',
  businessName: 'Bistro Ana',
  street: '12 Main St',
  city: 'New York',
  state: 'NY',
  postcode: '10001',
  country: 'US',
  items: ['TF-10001', 'TF-10002'],
  regionId: 'us',
  locale: 'en',
  idempotencyKey: '4b7f8a52-2f0e-4d5b-9a55-0f3c1b0a9e11',
  ...overrides,
})

beforeEach(() => {
  orders = []
  limitOrder.mockReset().mockReturnValue(null)
  blocklist.splice(0, blocklist.length, 'mailinator.com', 'Example-Blocked.com')
  vi.mocked(getSampleBagSettings).mockResolvedValue(SETTINGS)
  vi.mocked(listSampleBagProducts).mockImplementation(async (_scope, skus) => skus.filter((sku) => sku !== 'TF-99999').map((sku) => product(sku, sku !== 'TF-10013')))
  find.mockReset().mockImplementation(async ({ collection, where }) => {
    if (collection === 'email-domain-blocklist') return { docs: blocklist.map((domain) => ({ domain })) }
    return { docs: orders.filter((doc) => doc.idempotencyKey === where.idempotencyKey.equals) }
  })
  create.mockReset().mockImplementation(async ({ data }) => {
    orders.push(data)
    return data
  })
  vi.mocked(cmsPayload).mockResolvedValue({ find, create } as unknown as Payload)
})

describe('placeOrder', () => {
  it('stores a valid order in the region and answers 201 with its reference', async () => {
    const answer = await placeOrder(order(), 'en')
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ reference: expect.stringMatching(/^SO-[A-Z2-9]{4}-[A-Z2-9]{4}$/) })
    expect(create).toHaveBeenCalledTimes(1)
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      collection: 'sample-orders',
      data: {
        regionTag: 'regionUs',
        locale: 'en',
        items: [{ sku: 'TF-10001' }, { sku: 'TF-10002' }],
        contact: { email: 'ana@bistro.example', phone: '+12125550134', phoneExtension: null, businessType: null },
        shippingAddress: { country: 'US', street2: null },
      },
    })
  })

  it('answers a retry of a stored order with its reference and stores nothing', async () => {
    orders.push({ reference: 'SO-ABCD-EFGH', idempotencyKey: order().idempotencyKey })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: { reference: 'SO-ABCD-EFGH' } })
    expect(create).not.toHaveBeenCalled()
    expect(limitOrder).not.toHaveBeenCalled()
  })

  it('answers a retry of a stored order even when the region\'s settings changed since', async () => {
    orders.push({ reference: 'SO-ABCD-EFGH', idempotencyKey: order().idempotencyKey })
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, enabled: false })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: { reference: 'SO-ABCD-EFGH' } })
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, maxItems: 1 })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: { reference: 'SO-ABCD-EFGH' } })
  })

  it('looks up only retry keys that are UUIDs', async () => {
    const answer = await placeOrder(order({ idempotencyKey: { $ne: null } }), 'en')
    expect(answer).toEqual({ status: 422, body: { errors: { idempotencyKey: 'This value is not valid' } } })
    expect(find).not.toHaveBeenCalled()
  })

  it('checks the email and overall limits with the parsed order, and stores nothing past them', async () => {
    limitOrder.mockReturnValue({ message: 'Too many sample orders for this email address. Try again in 9 minutes.', retryAfterSeconds: 540 })
    await expect(placeOrder(order({ email: '  Ana@Bistro.example ' }), 'en')).resolves.toEqual({
      status: 429,
      body: { message: 'Too many sample orders for this email address. Try again in 9 minutes.' },
      retryAfterSeconds: 540,
    })
    expect(limitOrder).toHaveBeenCalledWith('Ana@Bistro.example')
    expect(create).not.toHaveBeenCalled()
  })

  it('does not count orders with invalid fields against the limits', async () => {
    await placeOrder(order({ email: 'x' }), 'en')
    expect(limitOrder).not.toHaveBeenCalled()
  })

  it('stores one order when the same order arrives twice at once', async () => {
    // As if neither had committed when the other looked: only running them one at a time saves a second insert.
    find.mockResolvedValue({ docs: [] })
    const answers = await Promise.all([placeOrder(order(), 'en'), placeOrder(order(), 'en')])
    expect(answers.map((answer) => answer.status)).toEqual([201, 200])
    expect(answers[1]?.body).toEqual(answers[0]?.body)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('answers with the winner\'s reference when another instance took the key first', async () => {
    create.mockImplementationOnce(async () => {
      orders.push({ reference: 'SO-WXYZ-2345', idempotencyKey: order().idempotencyKey })
      throw new ValidationError({ collection: 'sample-orders', errors: [{ message: 'Value must be unique', path: 'idempotencyKey' }] })
    })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: { reference: 'SO-WXYZ-2345' } })
  })

  it('draws a new reference when one clashes', async () => {
    create.mockRejectedValueOnce(new ValidationError({ collection: 'sample-orders', errors: [{ message: 'Value must be unique', path: 'reference' }] }))
    const answer = await placeOrder(order(), 'en')
    expect(answer.status).toBe(201)
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('lets other storage failures through for the caller to answer 503', async () => {
    create.mockRejectedValue(new Error('database is locked'))
    await expect(placeOrder(order(), 'en')).rejects.toThrow('database is locked')
  })

  it('refuses an unknown region or a locale the region does not serve', async () => {
    await expect(placeOrder(order({ regionId: 'atlantis' }), 'en')).resolves.toEqual({ status: 422, body: { errors: { regionId: 'This value is not valid' } } })
    await expect(placeOrder(order({ regionId: 'japan', locale: 'es' }), 'es')).resolves.toEqual({ status: 422, body: { errors: { locale: 'Este valor no es válido' } } })
  })

  it('refuses orders where the region does not offer the sample bag', async () => {
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, enabled: false })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 422, body: { errors: { items: 'Samples cannot be ordered in this region' } } })
  })

  it('reports field errors in the locale of the order', async () => {
    const answer = await placeOrder(order({ locale: 'es', firstName: '', email: 'x' }), 'es')
    expect(answer).toEqual({ status: 422, body: { errors: { firstName: 'Este campo es obligatorio', email: 'Dirección de correo electrónico no válida' } } })
    expect(create).not.toHaveBeenCalled()
  })

  it('holds the order to the region\'s maximum from the CMS', async () => {
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, maxItems: 1 })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 422, body: { errors: { items: 'Sorry, you have already added the max number of samples to your bag' } } })
  })

  it('refuses blocked email domains, their subdomains, in any case', async () => {
    for (const email of ['a@mailinator.com', 'a@MX.MAILINATOR.COM', 'a@example-blocked.com']) {
      await expect(placeOrder(order({ email }), 'en')).resolves.toEqual({ status: 422, body: { errors: { email: 'The specified email address is not allowed' } } })
    }
    await expect(placeOrder(order({ email: 'a@notmailinator.com' }), 'en')).resolves.toMatchObject({ status: 201 })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('refuses products the region lacks or does not offer as samples', async () => {
    for (const items of [['TF-10001', 'TF-99999'], ['TF-10013']]) {
      const answer = await placeOrder(order({ items }), 'en')
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ errors: { items: expect.stringContaining('not offered as samples') } })
    }
    expect(create).not.toHaveBeenCalled()
  })
})
