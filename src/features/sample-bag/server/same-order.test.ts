import { describe, expect, it } from 'vitest'
import type { OrderDetails } from './order-document'
import { isSameOrder } from './same-order'

const stored: OrderDetails = {
  regionTag: 'regionUs',
  locale: 'en',
  items: [
    { sku: 'TF-10001', id: 'row-1' },
    { sku: 'TF-10002', id: 'row-2' },
  ],
  contact: {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'Ana@Bistro.example',
    phone: '+12125550134',
    phoneExtension: null,
    businessName: 'Bistro Ana',
    businessType: null,
  },
  shippingAddress: {
    street: '12 Main St',
    street2: null,
    city: 'New York',
    state: 'NY',
    postcode: '10001',
    country: 'US',
  },
}

describe('isSameOrder', () => {
  it('matches the stored order whatever the bag order, email case or how an empty field is kept', () => {
    const sent: OrderDetails = {
      ...stored,
      items: [{ sku: 'TF-10002' }, { sku: 'TF-10001' }],
      contact: { ...stored.contact, email: 'ana@bistro.example', phoneExtension: undefined },
      shippingAddress: { ...stored.shippingAddress, street2: undefined },
    }
    expect(isSameOrder(stored, sent)).toBe(true)
  })

  it('tells apart orders that differ in anything shipped, to whom or where', () => {
    const changes: Partial<OrderDetails>[] = [
      { regionTag: 'regionMexico' },
      { locale: 'es' },
      { items: [{ sku: 'TF-10001' }] },
      { items: [{ sku: 'TF-10001' }, { sku: 'TF-10003' }] },
      { contact: { ...stored.contact, lastName: 'López' } },
      { contact: { ...stored.contact, email: 'bea@bistro.example' } },
      { contact: { ...stored.contact, phoneExtension: '12' } },
      { shippingAddress: { ...stored.shippingAddress, street2: 'Suite 4' } },
      { shippingAddress: { ...stored.shippingAddress, postcode: '10002' } },
    ]
    for (const change of changes)
      expect(isSameOrder(stored, { ...stored, ...change }), JSON.stringify(change)).toBe(false)
  })
})
