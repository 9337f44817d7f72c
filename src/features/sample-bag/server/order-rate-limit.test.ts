import { describe, expect, it, vi } from 'vitest'
import { createOrderLimits } from './order-rate-limit'

vi.mock('server-only', () => ({}))

const SETTINGS = { limit: 2, windowSeconds: 600, globalLimit: 5, trustedHops: 1 }
const from = (address: string) => new Headers({ 'x-forwarded-for': address })

describe('createOrderLimits', () => {
  it('limits each client address, whatever email it sends', () => {
    const limits = createOrderLimits(SETTINGS)
    expect(limits.address(from('198.51.100.1'))).toBeNull()
    expect(limits.address(from('198.51.100.1'))).toBeNull()
    expect(limits.address(from('198.51.100.1'))).toEqual({ message: 'Too many sample orders from this address. Try again in 10 minutes.', retryAfterSeconds: 600 })
    expect(limits.address(from('198.51.100.2'))).toBeNull()
  })

  it('skips the address limit without a trusted proxy, as any address can be sent', () => {
    const limits = createOrderLimits({ ...SETTINGS, trustedHops: 0 })
    for (let i = 0; i < 10; i++) expect(limits.address(from('198.51.100.1'))).toBeNull()
  })

  it('limits each email address, in any case and spacing, from any address', () => {
    const limits = createOrderLimits(SETTINGS)
    expect(limits.order('ana@bistro.example')).toBeNull()
    expect(limits.order(' Ana@Bistro.EXAMPLE ')).toBeNull()
    expect(limits.order('ANA@bistro.example')).toMatchObject({ message: expect.stringContaining('for this email address'), retryAfterSeconds: 600 })
    expect(limits.order('bea@bistro.example')).toBeNull()
  })

  it('holds all orders together to the global ceiling, not counting ones refused per email', () => {
    const limits = createOrderLimits(SETTINGS)
    expect(limits.order('a@bistro.example')).toBeNull()
    expect(limits.order('a@bistro.example')).toBeNull()
    for (let i = 0; i < 5; i++) expect(limits.order('a@bistro.example')).not.toBeNull()
    for (const name of ['b', 'c', 'd']) expect(limits.order(`${name}@bistro.example`)).toBeNull()
    expect(limits.order('e@bistro.example')).toMatchObject({ message: expect.stringContaining('right now') })
  })

  it('turns each limit off with 0', () => {
    const limits = createOrderLimits({ ...SETTINGS, limit: 0, globalLimit: 0 })
    for (let i = 0; i < 20; i++) {
      expect(limits.address(from('198.51.100.1'))).toBeNull()
      expect(limits.order('ana@bistro.example')).toBeNull()
    }
  })
})
