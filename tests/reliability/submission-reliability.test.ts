import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  copyDatabase,
  freePort,
  type RunningServer,
  startSecondServer,
} from '../helpers/second-server'
import { startReceiver } from '../helpers/test-receiver'

const TOTAL = Number(process.env.RELIABILITY_SUBMISSIONS ?? 1_000)
const CONCURRENCY = 20
const RESTART_AFTER = Math.floor(TOTAL / 2)
const TMP = path.resolve(import.meta.dirname, '../.tmp')
const DATABASE = path.join(TMP, 'reliability.db')

/** Deterministic per key and attempt: half the calls fail, one in twenty hangs past the timeout. */
function receiverAnswer(key: string, attempt: number): number | 'hang' {
  let hash = attempt * 2_654_435_761
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0
  const roll = hash % 100
  if (roll < 5) return 'hang'
  return roll < 50 ? 503 : 200
}

let receiver: Awaited<ReturnType<typeof startReceiver>>
let server: RunningServer | undefined
let port = 0
let env: Record<string, string> = {}
let signupFormId = 0

const sql = () => new DatabaseSync(DATABASE)

/** Every form group and the sample bag settings point at the receiver; returns the sign-up form's id. */
function pointEverythingAt(url: string): number {
  const database = sql()
  try {
    const now = new Date().toISOString()
    const { lastInsertRowid } = database
      .prepare(
        'INSERT INTO form_groups (internal_title, handler_url, updated_at, created_at) VALUES (?, ?, ?, ?)',
      )
      .run('Reliability receiver', url, now, now)
    database.prepare('UPDATE sample_bag_settings SET form_group_id = ?').run(lastInsertRowid)
    database.prepare('UPDATE form_groups SET handler_url = ?').run(url)
    database.prepare('UPDATE forms SET form_handler = NULL').run()
    const row = database
      .prepare("SELECT id FROM forms WHERE internal_title = 'Email sign-up'")
      .get() as { id: number }
    return row.id
  } finally {
    database.close()
  }
}

beforeAll(async () => {
  receiver = await startReceiver((call, seenBefore) =>
    receiverAnswer(call.idempotencyKey ?? '', seenBefore),
  )
  fs.rmSync(DATABASE, { force: true })
  copyDatabase(process.env.DATABASE_URL ?? '', DATABASE)
  signupFormId = pointEverythingAt(receiver.url)
  port = await freePort()
  env = {
    PORT: String(port),
    DATABASE_URL: `file:${DATABASE}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    API_RATE_LIMIT: '1000000',
    SAMPLE_ORDER_RATE_LIMIT: '0',
    SAMPLE_ORDER_GLOBAL_LIMIT: '0',
    FORM_SUBMISSION_RATE_LIMIT: '0',
    FORM_SUBMISSION_GLOBAL_LIMIT: '0',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_RETRY_MAX_MS: '2000',
    OUTBOX_TIMEOUT_MS: '1000',
    OUTBOX_MAX_ATTEMPTS: '100',
  }
  server = await startSecondServer(env)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await receiver?.close()
})

const signup = (index: number, idempotencyKey: string) => ({
  formId: signupFormId,
  regionId: 'us',
  locale: 'en',
  pageUrl: '/',
  idempotencyKey,
  values: { email: `reliability.${index}@bistro.example`, website: '' },
})

const order = (index: number, idempotencyKey: string) => ({
  firstName: 'Rel',
  lastName: `Iability ${index}`,
  email: `reliability.${index}@bistro.example`,
  phone: '+1 212 555 0134',
  phoneExtension: '',
  businessName: 'Bistro Reliability',
  businessType: 'restaurant',
  street: '12 Main St',
  street2: '',
  city: 'New York',
  state: 'NY',
  postcode: '10001',
  country: 'US',
  items: ['TF-10001'],
  regionId: 'us',
  locale: 'en',
  idempotencyKey,
})

/** As a browser retries: the same key again after a refused connection, a 5xx or a timeout. */
async function submitUntilAccepted(
  endpoint: string,
  body: unknown,
): Promise<{ reference: string; tries: number }> {
  for (let tries = 1; ; tries++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      const answer = (await response.json().catch(() => ({}))) as { reference?: string }
      if ((response.status === 200 || response.status === 201) && answer.reference)
        return { reference: answer.reference, tries }
      if (response.status >= 400 && response.status < 500)
        throw new Error(`refused with ${response.status}: ${JSON.stringify(answer)}`)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('refused')) throw error
    }
    if (tries > 200) throw new Error('never accepted')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Both record kinds this run stored, by idempotency key. */
function storedCounts() {
  const database = sql()
  try {
    return [
      ...database
        .prepare(
          "SELECT idempotency_key AS key, forward_status AS status FROM sample_orders WHERE contact_last_name LIKE 'Iability %'",
        )
        .all(),
      ...database
        .prepare(
          "SELECT idempotency_key AS key, forward_status AS status FROM form_submissions WHERE email LIKE 'reliability.%'",
        )
        .all(),
    ] as { key: string; status: string }[]
  } finally {
    database.close()
  }
}

test(`${TOTAL} sign-ups and sample orders at ${CONCURRENCY} concurrent, a flaky receiver and a restart: each stored and received exactly once`, async () => {
  const started = Date.now()
  const keys = Array.from({ length: TOTAL }, () => randomUUID())
  const references = new Map<string, string>()
  let retriedByClient = 0
  let next = 0
  let restart: Promise<void> | null = null

  async function lane() {
    while (next < TOTAL) {
      const index = next++
      const key = keys[index]!
      // Half are footer sign-ups (the lead form path), half sample orders.
      const [endpoint, body] =
        index % 2 === 0
          ? ['/api/forms/submissions', signup(index, key)]
          : ['/api/sample-bag/orders', order(index, key)]
      // Every fifth pair is a double click: the same key twice at once.
      const sends = index % 10 < 2 ? [body, body] : [body]
      const answers = await Promise.all(sends.map((sent) => submitUntilAccepted(endpoint, sent)))
      expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1)
      references.set(key, answers[0]!.reference)
      retriedByClient += answers.filter((answer) => answer.tries > 1).length
      if (references.size === RESTART_AFTER && !restart)
        restart = (async () => {
          await server?.stop()
          server = await startSecondServer(env)
        })()
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
  await restart
  const acceptedIn = Date.now() - started

  const deadline = Date.now() + 240_000
  let rows = storedCounts()
  while (rows.some((row) => row.status !== 'forwarded') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    rows = storedCounts()
  }

  const storedKeys = rows.map((row) => row.key)
  expect(storedKeys).toHaveLength(TOTAL)
  expect(new Set(storedKeys)).toEqual(new Set(keys))
  expect(rows.filter((row) => row.status !== 'forwarded')).toEqual([])
  expect(new Set(receiver.accepted.keys())).toEqual(new Set(keys))
  expect(new Set(references.values()).size).toBe(TOTAL)

  const repeats = [...receiver.accepted.values()].reduce((sum, count) => sum + count - 1, 0)
  console.log(
    JSON.stringify({
      submissions: TOTAL,
      concurrency: CONCURRENCY,
      acceptedInSeconds: acceptedIn / 1000,
      allForwardedInSeconds: (Date.now() - started) / 1000,
      clientRetries: retriedByClient,
      receiverCalls: receiver.calls.length,
      receiverRepeatsDroppedByKey: repeats,
    }),
  )
}, 600_000)
