import { describe, expect, it, vi } from 'vitest'
import { createOrderLimits, type OrderReservation } from './order-rate-limit'

vi.mock('server-only', () => ({}))

const SETTINGS = { limit: 2, windowSeconds: 600, globalLimit: 3 }

const held = (reservation: OrderReservation) => {
  if (reservation.refusal) throw new Error(`refused: ${reservation.refusal.message}`)
  return reservation
}

describe('createOrderLimits', () => {
  it('limits each client address', async () => {
    const limits = createOrderLimits(SETTINGS)
    expect(await limits.address('198.51.100.1')).toBeNull()
    expect(await limits.address('198.51.100.1')).toBeNull()
    expect(await limits.address('198.51.100.1')).toEqual({
      message: 'Too many sample orders from this address. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    })
    expect(await limits.address('198.51.100.2')).toBeNull()
  })

  it("skips the address limit when the site's server named no address", async () => {
    const limits = createOrderLimits(SETTINGS)
    for (let i = 0; i < 10; i++) expect(await limits.address(null)).toBeNull()
  })

  it('limits each email address, in any case and spacing', async () => {
    const limits = createOrderLimits(SETTINGS)
    held(await limits.reserve('ana@bistro.example'))
    held(await limits.reserve(' Ana@Bistro.EXAMPLE '))
    expect((await limits.reserve('ANA@bistro.example')).refusal).toEqual({
      message: 'Too many sample orders for this email address. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    })
    held(await limits.reserve('bea@bistro.example'))
  })

  it('holds kept orders from everyone to the global ceiling', async () => {
    const limits = createOrderLimits(SETTINGS)
    for (const name of ['a', 'b', 'c']) held(await limits.reserve(`${name}@bistro.example`))
    expect((await limits.reserve('d@bistro.example')).refusal).toMatchObject({
      message: 'Too many sample orders right now. Try again in 10 minutes.',
    })
  })

  it('gives a released place back to both limits, so refused orders spend neither', async () => {
    const limits = createOrderLimits(SETTINGS)
    for (let i = 0; i < 10; i++) await held(await limits.reserve('a@bistro.example')).release()
    held(await limits.reserve('a@bistro.example'))
    held(await limits.reserve('a@bistro.example'))
    held(await limits.reserve('b@bistro.example'))
    expect((await limits.reserve('c@bistro.example')).refusal).toMatchObject({
      message: expect.stringContaining('right now'),
    })
  })

  it('spends no global place on an order refused for its email', async () => {
    const limits = createOrderLimits(SETTINGS)
    held(await limits.reserve('a@bistro.example'))
    held(await limits.reserve('a@bistro.example'))
    for (let i = 0; i < 5; i++)
      expect((await limits.reserve('a@bistro.example')).refusal).toMatchObject({
        message: expect.stringContaining('email'),
      })
    held(await limits.reserve('b@bistro.example'))
  })

  it('spends no email place on an order refused by the global ceiling', async () => {
    const limits = createOrderLimits({ ...SETTINGS, globalLimit: 2 })
    const first = held(await limits.reserve('a@bistro.example'))
    const second = held(await limits.reserve('x@bistro.example'))
    for (let i = 0; i < 5; i++)
      expect((await limits.reserve('b@bistro.example')).refusal).toMatchObject({
        message: expect.stringContaining('right now'),
      })
    await first.release()
    await second.release()
    held(await limits.reserve('b@bistro.example'))
    held(await limits.reserve('b@bistro.example'))
  })

  it('never lets orders checked at the same time pass the ceiling together', async () => {
    const limits = createOrderLimits({ ...SETTINGS, globalLimit: 5 })
    const reservations = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limits.reserve(`${i}@bistro.example`)),
    )
    expect(reservations.filter((reservation) => !reservation.refusal)).toHaveLength(5)
  })

  it('turns each limit off with 0', async () => {
    const limits = createOrderLimits({ ...SETTINGS, limit: 0, globalLimit: 0 })
    for (let i = 0; i < 20; i++) {
      expect(await limits.address('198.51.100.1')).toBeNull()
      held(await limits.reserve('ana@bistro.example'))
    }
  })
})
