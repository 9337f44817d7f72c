import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { pendingForwarding } from '@/cms/outbox/forwarding-fields'
import { FORM_SUBMISSIONS_OUTBOX } from '@/cms/outbox/outbox-sources'
import { claimDue, outboxRunner, recordOutcome, requeue } from '@/cms/outbox/outbox-store'
import { drainOutbox, type WorkerSettings } from '@/cms/outbox/outbox-worker'
import { describeOnEachDatabase } from '../helpers/each-database'
import { startReceiver } from '../helpers/test-receiver'

const SETTINGS: WorkerSettings = {
  pollMs: 50,
  baseMs: 1,
  maxMs: 2,
  maxAttempts: 4,
  // A first forward on a busy machine once took over 300 ms and was counted as a timeout.
  timeoutMs: 1000,
  batchSize: 5,
}

describeOnEachDatabase('the outbox', (db) => {
  let formId = 0
  let groupId = 0
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined

  beforeAll(async () => {
    const group = await db.payload.create({
      collection: 'form-groups',
      data: { internalTitle: 'Leads', campaignId: 'C-1' },
    })
    groupId = group.id
    const form = await db.payload.create({
      collection: 'forms',
      data: {
        internalTitle: 'Contact',
        formGroup: group.id,
        regionTags: ['regionUs'],
        fields: [{ name: 'email', displayType: 'Email', prospectApiFieldId: 'email_address' }],
        _status: 'published',
      },
    })
    formId = form.id
  })

  afterEach(async () => {
    await receiver?.close()
    receiver = undefined
  })

  const pointGroupAt = (handlerUrl: string) =>
    db.payload.update({ collection: 'form-groups', id: groupId, data: { handlerUrl } })

  const store = async (count: number) => {
    const created = []
    for (let i = 0; i < count; i++) {
      const key = randomUUID()
      created.push(
        await db.payload.create({
          collection: 'form-submissions',
          data: {
            reference: `LF-TEST-${key.slice(0, 8)}`,
            idempotencyKey: key,
            kind: 'lead',
            form: formId,
            regionTag: 'regionUs',
            locale: 'en',
            data: [
              { name: 'email', prospectApiFieldId: 'email_address', value: `a${i}@example.com` },
            ],
            ...pendingForwarding(),
          },
        }),
      )
    }
    return created
  }

  const read = (id: number) => db.payload.findByID({ collection: 'form-submissions', id, depth: 0 })

  test('a stored submission reaches the handler once, with its key and the prospect field names', async () => {
    receiver = await startReceiver()
    await pointGroupAt(receiver.url)
    const [submission] = await store(1)
    await drainOutbox(db.payload, SETTINGS)
    const stored = await read(submission!.id)
    expect(stored.forwardStatus).toBe('forwarded')
    expect(stored.forwardAttempts).toBe(1)
    expect(receiver.calls).toHaveLength(1)
    expect(receiver.calls[0]?.idempotencyKey).toBe(submission!.idempotencyKey)
    expect(receiver.calls[0]?.body).toMatchObject({
      reference: submission!.reference,
      fields: { email_address: 'a0@example.com' },
      formGroup: { campaignId: 'C-1' },
    })
    await drainOutbox(db.payload, SETTINGS)
    expect(receiver.calls).toHaveLength(1)
  })

  test('a failing receiver is retried with back-off until it answers, then marked forwarded', async () => {
    receiver = await startReceiver((_call, seenBefore) => (seenBefore < 2 ? 503 : 200))
    await pointGroupAt(receiver.url)
    const [submission] = await store(1)
    for (let pass = 0; pass < 3; pass++) {
      await drainOutbox(db.payload, SETTINGS)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const stored = await read(submission!.id)
    expect(stored.forwardStatus).toBe('forwarded')
    expect(stored.forwardAttempts).toBe(3)
    expect(receiver.accepted.get(submission!.idempotencyKey)).toBe(1)
  })

  test('a refusal (400) fails at once with its error; an editor re-send queues it again', async () => {
    let refuse = true
    receiver = await startReceiver(() => (refuse ? 400 : 200))
    await pointGroupAt(receiver.url)
    const [submission] = await store(1)
    await drainOutbox(db.payload, SETTINGS)
    expect(await read(submission!.id)).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 1,
      forwardLastError: 'HTTP 400',
    })
    refuse = false
    const runner = await outboxRunner(db.payload)
    expect(await requeue(runner, FORM_SUBMISSIONS_OUTBOX, [submission!.id])).toEqual([
      submission!.id,
    ])
    await drainOutbox(db.payload, SETTINGS)
    expect(await read(submission!.id)).toMatchObject({
      forwardStatus: 'forwarded',
      forwardAttempts: 2,
    })
  })

  test('a receiver that hangs or keeps failing ends as failed after the last attempt', async () => {
    receiver = await startReceiver(() => 'hang')
    await pointGroupAt(receiver.url)
    const [submission] = await store(1)
    for (let pass = 0; pass < SETTINGS.maxAttempts + 1; pass++) {
      await drainOutbox(db.payload, SETTINGS)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const stored = await read(submission!.id)
    expect(stored.forwardStatus).toBe('failed')
    expect(stored.forwardAttempts).toBe(SETTINGS.maxAttempts)
    expect(stored.forwardLastError).toMatch(/TimeoutError/)
  })

  test('without a handler URL a submission waits as not configured', async () => {
    await pointGroupAt('')
    const [submission] = await store(1)
    await drainOutbox(db.payload, SETTINGS)
    expect(await read(submission!.id)).toMatchObject({
      forwardStatus: 'notConfigured',
      forwardAttempts: 0,
    })
  })

  test('two workers draining at once send each submission once', async () => {
    receiver = await startReceiver()
    await pointGroupAt(receiver.url)
    const stored = await store(12)
    await Promise.all([drainOutbox(db.payload, SETTINGS), drainOutbox(db.payload, SETTINGS)])
    const keys = stored.map((s) => s.idempotencyKey)
    expect(keys.map((key) => receiver!.accepted.get(key))).toEqual(keys.map(() => 1))
    expect(receiver.calls).toHaveLength(12)
  })

  test('a worker whose lease was taken over cannot write its outcome', async () => {
    await pointGroupAt('')
    const [submission] = await store(1)
    const runner = await outboxRunner(db.payload)
    const first = await claimDue(runner, FORM_SUBMISSIONS_OUTBOX, new Date(), 1, 100)
    expect(first.ids).toContain(submission!.id)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await claimDue(runner, FORM_SUBMISSIONS_OUTBOX, new Date(), 60_000, 100)
    expect(second.ids).toContain(submission!.id)
    const late = await recordOutcome(runner, FORM_SUBMISSIONS_OUTBOX, submission!.id, first, {
      kind: 'forwarded',
    })
    expect(late).toBe(false)
    expect((await read(submission!.id)).forwardStatus).toBe('pending')
  })

  test('anonymous callers cannot read submissions', async () => {
    await store(1)
    await expect(
      db.payload.find({ collection: 'form-submissions', overrideAccess: false }),
    ).rejects.toThrow()
  })
})
