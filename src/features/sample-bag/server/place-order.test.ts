import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getSampleBagSettings,
  listSampleBagProducts,
  type SampleBagProduct,
  type SampleBagSettings,
} from '@/content/sample-bag'
import { createOrderLimits, type OrderLimits } from './order-rate-limit'
import { cmsPayload } from '@/cms/submissions/payload'
import { placeOrder } from './place-order'

vi.mock('server-only', () => ({}))
vi.mock('@/content/sample-bag', () => ({
  getSampleBagSettings: vi.fn(),
  listSampleBagProducts: vi.fn(),
}))
vi.mock('@/cms/submissions/payload', () => ({ cmsPayload: vi.fn() }))
const limits = vi.hoisted(() => ({ current: undefined as OrderLimits | undefined }))
vi.mock('./order-rate-limit', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  orderLimits: () => limits.current,
}))

const SETTINGS = { enabled: true, maxItems: 5 } as SampleBagSettings
const product = (sku: string, getASample = true) => ({ sku, getASample }) as SampleBagProduct

const find = vi.fn()
const create = vi.fn()
const blocklist: string[] = []
let orders: Record<string, unknown>[] = []

const KEY = '4b7f8a52-2f0e-4d5b-9a55-0f3c1b0a9e11'

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
  idempotencyKey: KEY,
  ...overrides,
})

let keys = 0
/** Another order: a new retry key, and an email of its own unless one is given. */
const another = (overrides: Record<string, unknown> = {}) =>
  order({
    idempotencyKey: `4b7f8a52-2f0e-4d5b-9a55-${String(++keys).padStart(12, '0')}`,
    email: `guest${keys}@bistro.example`,
    ...overrides,
  })

const unique = (path: string) =>
  new ValidationError({
    collection: 'sample-orders',
    errors: [{ message: 'Value must be unique', path }],
  })

beforeEach(() => {
  orders = []
  limits.current = createOrderLimits({ limit: 100, windowSeconds: 600, globalLimit: 100 })
  blocklist.splice(0, blocklist.length, 'mailinator.com', 'Example-Blocked.com')
  vi.mocked(getSampleBagSettings).mockResolvedValue(SETTINGS)
  vi.mocked(listSampleBagProducts).mockImplementation(async (_scope, skus) =>
    skus.filter((sku) => sku !== 'TF-99999').map((sku) => product(sku, sku !== 'TF-10013')),
  )
  find.mockReset().mockImplementation(async ({ collection, where }) => {
    if (collection === 'email-domain-blocklist')
      return { docs: blocklist.map((domain) => ({ domain })) }
    return { docs: orders.filter((doc) => doc.idempotencyKey === where.idempotencyKey.equals) }
  })
  // The database's unique index on the retry key.
  create.mockReset().mockImplementation(async ({ data }) => {
    if (orders.some((doc) => doc.idempotencyKey === data.idempotencyKey))
      throw unique('idempotencyKey')
    orders.push(data)
    return data
  })
  vi.mocked(cmsPayload).mockResolvedValue({ find, create } as unknown as Payload)
})

describe('placeOrder', () => {
  it('stores a valid order in the region and answers 201 with its reference', async () => {
    const answer = await placeOrder(order(), 'en')
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      reference: expect.stringMatching(/^SO-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    })
    expect(create).toHaveBeenCalledTimes(1)
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      collection: 'sample-orders',
      data: {
        idempotencyKey: KEY,
        regionTag: 'regionUs',
        locale: 'en',
        items: [{ sku: 'TF-10001' }, { sku: 'TF-10002' }],
        contact: {
          email: 'ana@bistro.example',
          phone: '+12125550134',
          phoneExtension: null,
          businessType: null,
        },
        shippingAddress: { country: 'US', street2: null },
      },
    })
  })

  it('answers a retry of a stored order with its reference and stores nothing', async () => {
    const first = await placeOrder(order(), 'en')
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: first.body })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('takes the same order typed a little differently for a retry', async () => {
    const first = await placeOrder(order(), 'en')
    const retyped = order({
      items: ['TF-10002', 'TF-10001'],
      email: ' ANA@Bistro.example ',
      phone: '(212) 555-0134',
      firstName: ' Ana ',
      phoneExtension: '',
      street2: '',
    })
    await expect(placeOrder(retyped, 'en')).resolves.toEqual({ status: 200, body: first.body })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it("answers a retry of a stored order even when the region's settings changed since", async () => {
    const first = await placeOrder(order(), 'en')
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, enabled: false })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: first.body })
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, maxItems: 1 })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({ status: 200, body: first.body })
  })

  it("refuses a different order under a retry key already used, in the order's language, and keeps the first", async () => {
    await placeOrder(order(), 'en')
    const stored = structuredClone(orders)
    for (const change of [
      { firstName: 'Bea' },
      { items: ['TF-10001'] },
      { items: ['TF-10001', 'TF-10003'] },
      { street: '13 Main St' },
      { phoneExtension: '7' },
      { businessType: 'school' },
      { email: 'bea@bistro.example' },
    ]) {
      await expect(placeOrder(order(change), 'en'), JSON.stringify(change)).resolves.toEqual({
        status: 422,
        body: {
          message:
            'This request was already used for an order with different details, so nothing was changed. Please place your changed order as a new order.',
        },
      })
    }
    await expect(placeOrder(order({ locale: 'es' }), 'es')).resolves.toEqual({
      status: 422,
      body: {
        message:
          'Esta solicitud ya se usó para un pedido con otros datos, así que no se cambió nada. Realice su pedido modificado como un pedido nuevo.',
      },
    })
    expect(create).toHaveBeenCalledTimes(1)
    expect(orders).toEqual(stored)
  })

  it('refuses a different order sent under the same key at the same time', async () => {
    const answers = await Promise.all([
      placeOrder(order(), 'en'),
      placeOrder(order({ firstName: 'Bea' }), 'en'),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(orders).toHaveLength(1)
  })

  it('looks up only retry keys that are UUIDs', async () => {
    const answer = await placeOrder(order({ idempotencyKey: { $ne: null } }), 'en')
    expect(answer).toEqual({
      status: 422,
      body: { errors: { idempotencyKey: 'This value is not valid' } },
    })
    expect(find).not.toHaveBeenCalled()
  })

  it('limits orders per email address, in any case and spacing, and stores nothing past it', async () => {
    limits.current = createOrderLimits({ limit: 1, windowSeconds: 600, globalLimit: 100 })
    expect((await placeOrder(another({ email: 'ana@bistro.example' }), 'en')).status).toBe(201)
    await expect(placeOrder(another({ email: '  Ana@Bistro.EXAMPLE ' }), 'en')).resolves.toEqual({
      status: 429,
      body: { message: 'Too many sample orders for this email address. Try again in 10 minutes.' },
      retryAfterSeconds: 600,
    })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('spends no place under the limits on refused orders, so the ceiling counts stored orders only', async () => {
    limits.current = createOrderLimits({ limit: 1, windowSeconds: 600, globalLimit: 1 })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = 'ana@bistro.example'
    for (let round = 0; round < 3; round++) {
      expect((await placeOrder(another({ email: 'x' }), 'en')).status).toBe(422)
      expect((await placeOrder(another({ email: 'ana@mailinator.com' }), 'en')).status).toBe(422)
      expect((await placeOrder(another({ email, items: ['TF-10013'] }), 'en')).status).toBe(422)
      create.mockRejectedValueOnce(new Error('database is locked'))
      await expect(placeOrder(another({ email }), 'en')).rejects.toThrow('database is locked')
    }
    expect((await placeOrder(another({ email }), 'en')).status).toBe(201)
    await expect(placeOrder(another(), 'en')).resolves.toMatchObject({
      status: 429,
      body: { message: expect.stringContaining('right now') },
    })
    expect(orders).toHaveLength(1)
    log.mockRestore()
  })

  it('never stores more orders than the ceiling, however many arrive at once', async () => {
    limits.current = createOrderLimits({ limit: 100, windowSeconds: 600, globalLimit: 2 })
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(another(), 'en')))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429, 429])
    expect(orders).toHaveLength(2)
  })

  it('does not count a retry of a stored order against the limits', async () => {
    limits.current = createOrderLimits({ limit: 1, windowSeconds: 600, globalLimit: 1 })
    await placeOrder(order(), 'en')
    for (let i = 0; i < 3; i++) expect((await placeOrder(order(), 'en')).status).toBe(200)
  })

  it('stores one order when the same order arrives twice at once', async () => {
    // As if neither had committed when the other looked: only running them one at a time saves a second insert.
    find.mockResolvedValue({ docs: [] })
    const answers = await Promise.all([placeOrder(order(), 'en'), placeOrder(order(), 'en')])
    expect(answers.map((answer) => answer.status)).toEqual([201, 200])
    expect(answers[1]?.body).toEqual(answers[0]?.body)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it("answers with the winner's reference when another instance stored the same order first", async () => {
    create.mockImplementationOnce(async ({ data }) => {
      orders.push({ ...data, reference: 'SO-WXYZ-2345' })
      throw unique('idempotencyKey')
    })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({
      status: 200,
      body: { reference: 'SO-WXYZ-2345' },
    })
  })

  it('refuses the order when another instance stored a different one under its key first', async () => {
    create.mockImplementationOnce(async ({ data }) => {
      orders.push({
        ...data,
        contact: { ...data.contact, firstName: 'Bea' },
        reference: 'SO-WXYZ-2345',
      })
      throw unique('idempotencyKey')
    })
    await expect(placeOrder(order(), 'en')).resolves.toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('different details') },
    })
  })

  it('draws a new reference when one clashes', async () => {
    create.mockRejectedValueOnce(unique('reference'))
    const answer = await placeOrder(order(), 'en')
    expect(answer.status).toBe(201)
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('lets other storage failures through for the caller to answer 503', async () => {
    create.mockRejectedValue(new Error('database is locked'))
    await expect(placeOrder(order(), 'en')).rejects.toThrow('database is locked')
  })

  it('refuses an unknown region or a locale the region does not serve', async () => {
    await expect(placeOrder(order({ regionId: 'atlantis' }), 'en')).resolves.toEqual({
      status: 422,
      body: { errors: { regionId: 'This value is not valid' } },
    })
    await expect(placeOrder(order({ regionId: 'japan', locale: 'es' }), 'es')).resolves.toEqual({
      status: 422,
      body: { errors: { locale: 'Este valor no es válido' } },
    })
  })

  it('refuses orders where the region does not offer the sample bag', async () => {
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, enabled: false })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({
      status: 422,
      body: { errors: { items: 'Samples cannot be ordered in this region' } },
    })
  })

  it('reports field errors in the locale of the order', async () => {
    const answer = await placeOrder(order({ locale: 'es', firstName: '', email: 'x' }), 'es')
    expect(answer).toEqual({
      status: 422,
      body: {
        errors: {
          firstName: 'Este campo es obligatorio',
          email: 'Dirección de correo electrónico no válida',
        },
      },
    })
    expect(create).not.toHaveBeenCalled()
  })

  it("holds the order to the region's maximum from the CMS", async () => {
    vi.mocked(getSampleBagSettings).mockResolvedValue({ ...SETTINGS, maxItems: 1 })
    await expect(placeOrder(order(), 'en')).resolves.toEqual({
      status: 422,
      body: {
        errors: { items: 'Sorry, you have already added the max number of samples to your bag' },
      },
    })
  })

  it('refuses blocked email domains, their subdomains, in any case', async () => {
    for (const email of ['a@mailinator.com', 'a@MX.MAILINATOR.COM', 'a@example-blocked.com']) {
      await expect(placeOrder(order({ email }), 'en')).resolves.toEqual({
        status: 422,
        body: { errors: { email: 'The specified email address is not allowed' } },
      })
    }
    await expect(placeOrder(order({ email: 'a@notmailinator.com' }), 'en')).resolves.toMatchObject({
      status: 201,
    })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('refuses products the region lacks or does not offer as samples', async () => {
    for (const items of [['TF-10001', 'TF-99999'], ['TF-10013']]) {
      const answer = await placeOrder(order({ items }), 'en')
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({
        errors: { items: expect.stringContaining('not offered as samples') },
      })
    }
    expect(create).not.toHaveBeenCalled()
  })
})
