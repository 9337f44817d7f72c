import type { Endpoint, PayloadRequest } from 'payload'
import { readJsonBody } from '../../lib/read-json-body'
import { isEditor } from '../access'
import type { OutboxSource } from './outbox-sources'
import { outboxRunner, requeue } from './outbox-store'
import { wakeOutbox } from './outbox-loop'

const MAX_IDS = 1_000
const BODY_LIMIT = 64 * 1024

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

type Selection = readonly number[] | 'allFailed'

async function readSelection(req: PayloadRequest): Promise<Selection | string> {
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? ''))
    return 'The request body must be JSON (Content-Type: application/json).'
  const read = await readJsonBody(req as unknown as Request, BODY_LIMIT)
  if (!read.ok && read.error === 'too-large')
    return 'The request body is larger than the 64 KB limit.'
  const body = read.ok ? read.value : null
  if (typeof body !== 'object' || body === null) return 'The request body must be a JSON object.'
  const { ids, all } = body as { ids?: unknown; all?: unknown }
  if (all === 'failed') return 'allFailed'
  if (
    Array.isArray(ids) &&
    ids.length <= MAX_IDS &&
    ids.every((id) => Number.isSafeInteger(id) && id > 0)
  )
    return ids as number[]
  return `Send {"ids": [...]} with at most ${MAX_IDS} record ids, or {"all": "failed"}.`
}

/** `POST /api/<collection>/resend`: failed or unconfigured records go back in the queue, for editors only. */
export function resendEndpoint(source: OutboxSource): Endpoint {
  return {
    path: '/resend',
    method: 'post',
    handler: async (req) => {
      if (!isEditor(req)) return answer(403, { message: 'Only editors can re-send records.' })
      const selection = await readSelection(req)
      if (typeof selection === 'string') return answer(400, { message: selection })
      const ids = await requeue(await outboxRunner(req.payload), source, selection)
      if (ids.length > 0) wakeOutbox()
      return answer(200, { requeued: ids.length, ids })
    },
  }
}
