import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { WELCOME_LINK_HOURS } from '@/cms/collections/partner-registrations/approve-registration'
import { PARTNER_COLLECTION } from '@/cms/partner-access'
import { describeOnEachDatabase } from '../helpers/each-database'

const HOUR = 60 * 60 * 1000

/** What the editor reads under the field: a refusal's per-field messages. */
async function refusal(work: Promise<unknown>): Promise<string[]> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  )
  const errors = (error as { data?: { errors?: { message?: string }[] } } | null)?.data?.errors
  return (errors ?? []).map((entry) => entry.message ?? '')
}

describeOnEachDatabase('approving a partner registration', (db) => {
  const request = (email: string) =>
    db.payload.create({
      collection: 'partner-registrations',
      data: {
        status: 'pending',
        mode: 'create',
        operationName: 'Harbor Grill',
        contactName: 'Ana Ruiz',
        email,
        phone: '+1 312 555 0100',
        postcode: '60601',
        regionTag: 'regionUs',
        locale: 'en',
        resetPath: '/terrafield+/reset-password',
        idempotencyKey: randomUUID(),
      },
    })

  const approve = (id: number, salesforceUserId?: string) =>
    db.payload.update({
      collection: 'partner-registrations',
      id,
      data: { status: 'approved', ...(salesforceUserId ? { salesforceUserId } : {}) },
    })

  const accountsFor = async (email: string) =>
    (
      await db.payload.find({
        collection: PARTNER_COLLECTION,
        where: { email: { equals: email } },
        showHiddenFields: true,
      })
    ).docs

  test('without a CRM user id the approval is refused and no account is made', async () => {
    const email = `no-crm-${randomUUID()}@example.com`
    const { id } = await request(email)
    expect(await refusal(approve(id))).toEqual(['Enter the CRM user id to approve.'])
    expect(await accountsFor(email)).toEqual([])
    const stored = await db.payload.findByID({ collection: 'partner-registrations', id })
    expect(stored.status).toBe('pending')
  })

  test('an approval makes one account whose 72-hour link sets the password that signs in', async () => {
    const email = `approved-${randomUUID()}@example.com`
    const { id } = await request(email)
    const approvedAt = Date.now()
    const approved = await approve(id, `SF-${randomUUID().slice(0, 8)}`)

    const [account, ...others] = await accountsFor(email)
    expect(others).toEqual([])
    expect(account).toBeDefined()
    expect(approved.partnerUser).toBe(account!.id)
    const stored = await db.payload.findByID({ collection: 'partner-registrations', id, depth: 0 })
    expect(stored.partnerUser).toBe(account!.id)

    const expires = Date.parse(account!.resetPasswordExpiration ?? '')
    expect(expires - approvedAt).toBeGreaterThan((WELCOME_LINK_HOURS - 1) * HOUR)
    expect(expires - approvedAt).toBeLessThanOrEqual(WELCOME_LINK_HOURS * HOUR + 60_000)

    const password = `Chosen-${randomUUID()}`
    await db.payload.resetPassword({
      collection: PARTNER_COLLECTION,
      data: { token: account!.resetPasswordToken ?? '', password },
      overrideAccess: true,
    })
    const signedIn = await db.payload.login({
      collection: PARTNER_COLLECTION,
      data: { email, password },
    })
    expect(signedIn.user?.email).toBe(email)
  })

  test('an approved request stays approved, and a second request for the address is refused', async () => {
    const email = `twice-${randomUUID()}@example.com`
    const first = await request(email)
    await approve(first.id, `SF-${randomUUID().slice(0, 8)}`)
    const reverted = db.payload.update({
      collection: 'partner-registrations',
      id: first.id,
      data: { status: 'pending' },
    })
    expect(await refusal(reverted)).toEqual([
      'An approved request stays approved: remove the account under Accounts.',
    ])

    const second = await request(email)
    expect(await refusal(approve(second.id, `SF-${randomUUID().slice(0, 8)}`))).toEqual([
      'A partner account with this email address or CRM user id exists.',
    ])
    expect(await accountsFor(email)).toHaveLength(1)
  })
})
