import { randomUUID } from 'node:crypto'
import { isRecord } from '@/lib/is-record'

import { ContentError, TransportError, isUnresolvableLinkError, readGraphqlErrors } from './errors'
import type { TransportResponse } from './transport'

export interface Logger {
  warn(message: string, context?: Record<string, unknown>): void
  error(message: string, context?: Record<string, unknown>): void
}

export interface AttemptContext {
  attempt: number
  /** Sent as the `x-request-id` header so server logs and ours can be matched. */
  requestId: string
}

export type Send = (signal: AbortSignal, context: AttemptContext) => Promise<TransportResponse>

export interface RetryOptions {
  operation: string
  maxAttempts?: number
  deadlineMs?: number
  attemptTimeoutMs?: number
  ignoreUnresolvableLinks?: boolean
  requestId?: string
  logger?: Logger
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  now?: () => number
}

export interface RetryResult {
  data: Record<string, unknown>
  requestId: string
  attempts: number
}

const RETRY_DELAY_MS = 1000
const DEFAULT_RESET_SECONDS = 1
const JITTER_STEP_MS = 50
const JITTER_MAX_STEPS = 10
const RESET_HEADERS = ['x-ratelimit-reset', 'ratelimit-reset', 'retry-after']
// Values above this are Unix timestamps (seconds), not delays: one year of seconds is far below.
const EPOCH_SECONDS_THRESHOLD = 1_000_000_000

type Outcome =
  | { kind: 'done'; data: Record<string, unknown>; requestId: string }
  | { kind: 'fail'; error: ContentError }
  | { kind: 'retry'; status: number | null; reason: string; delayMs: number; requestId: string }

export async function executeWithRetry(send: Send, options: RetryOptions): Promise<RetryResult> {
  const settings = withDefaults(options)
  const { operation, maxAttempts, logger, now } = settings
  const requestId = options.requestId ?? randomUUID()
  const deadline = now() + settings.deadlineMs

  for (let attempt = 1; ; attempt++) {
    const timeoutMs = Math.max(1, Math.min(settings.attemptTimeoutMs, deadline - now()))
    const outcome = await runAttempt(send, { attempt, requestId }, timeoutMs, settings)
    if (outcome.kind === 'done') {
      return { data: outcome.data, requestId: outcome.requestId, attempts: attempt }
    }
    if (outcome.kind === 'fail') {
      const { status, requestId: id } = outcome.error
      logger.error(outcome.error.message, { operation, status, requestId: id, attempt })
      throw outcome.error
    }

    const { status, reason, delayMs, requestId: id } = outcome
    const context = { operation, status, requestId: id, attempt, reason }
    const summary = `Content request ${operation} failed (${reason}, request id ${id})`
    const progress = `attempt ${attempt}/${maxAttempts}`
    const stop =
      attempt >= maxAttempts ? 'attempt limit' : now() + delayMs >= deadline ? 'deadline' : null
    if (stop) {
      const message = `${summary} on ${progress}; giving up: ${stop} reached`
      logger.error(message, context)
      throw new ContentError(message, { operation, status, requestId: id })
    }
    logger.warn(`${summary} on ${progress}; retrying in ${delayMs} ms`, { ...context, delayMs })
    await settings.sleep(delayMs)
  }
}

type Settings = Required<Omit<RetryOptions, 'requestId'>>

function withDefaults(options: RetryOptions): Settings {
  return {
    operation: options.operation,
    maxAttempts: options.maxAttempts ?? 50,
    deadlineMs: options.deadlineMs ?? 10_000,
    attemptTimeoutMs: options.attemptTimeoutMs ?? 5000,
    ignoreUnresolvableLinks: options.ignoreUnresolvableLinks ?? false,
    logger: options.logger ?? console,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
  }
}

async function runAttempt(
  send: Send,
  context: AttemptContext,
  timeoutMs: number,
  settings: Settings,
): Promise<Outcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('attempt timed out')), timeoutMs)
  try {
    const response = await untilAborted(send(controller.signal, context), controller.signal)
    return classify(response, context, settings)
  } catch (error) {
    const retry = { kind: 'retry', status: null, requestId: context.requestId } as const
    const delayMs = RETRY_DELAY_MS + jitterMs(context.attempt, settings.random)
    if (controller.signal.aborted) {
      return { ...retry, reason: `timeout after ${timeoutMs} ms`, delayMs }
    }
    if (error instanceof TransportError && error.retryable) {
      return { ...retry, reason: `network error: ${describe(error)}`, delayMs }
    }
    const message = `Content request ${settings.operation} failed: ${describe(error)}`
    const details = { operation: settings.operation, status: null, requestId: context.requestId }
    return { kind: 'fail', error: new ContentError(message, { ...details, cause: error }) }
  } finally {
    clearTimeout(timer)
  }
}

/** Stops waiting at the deadline even when a transport ignores its signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  return Promise.race([promise, aborted])
}

function classify(
  response: TransportResponse,
  context: AttemptContext,
  settings: Settings,
): Outcome {
  const { status, headers, body } = response
  const { operation } = settings
  const requestId = headers.get('x-request-id') ?? context.requestId
  const graphqlErrors = readGraphqlErrors(body)
  const fail = (problem: string): Outcome => ({
    kind: 'fail',
    error: new ContentError(`Content request ${operation} failed: ${problem}`, {
      operation,
      status,
      requestId,
      ...(graphqlErrors.length > 0 && { graphqlErrors }),
    }),
  })

  if (status === 400 || status === 404) {
    return fail(`status ${status}${listMessages(graphqlErrors)}`)
  }
  if (status === 429) {
    const delayMs =
      resetSeconds(headers, settings.now()) * 1000 + jitterMs(context.attempt, settings.random)
    return { kind: 'retry', status, reason: 'status 429', delayMs: Math.round(delayMs), requestId }
  }
  if (status < 200 || status >= 300) {
    const delayMs = RETRY_DELAY_MS + jitterMs(context.attempt, settings.random)
    return { kind: 'retry', status, reason: `status ${status}`, delayMs, requestId }
  }

  const blocking = settings.ignoreUnresolvableLinks
    ? graphqlErrors.filter((error) => !isUnresolvableLinkError(error))
    : graphqlErrors
  if (blocking.length > 0) return fail(`GraphQL errors${listMessages(blocking)}`)
  if (!isRecord(body) || !isRecord(body.data)) return fail('response has no data')
  return { kind: 'done', data: body.data, requestId }
}

/** Grows with the attempt so clients that were throttled together do not return together. */
function jitterMs(attempt: number, random: () => number): number {
  return Math.round(random() * JITTER_STEP_MS * Math.min(attempt, JITTER_MAX_STEPS))
}

function resetSeconds(headers: Headers, nowMs: number): number {
  for (const name of RESET_HEADERS) {
    const raw = headers.get(name)?.trim()
    const seconds = raw ? parseResetSeconds(raw, nowMs) : null
    if (seconds !== null) return seconds
  }
  return DEFAULT_RESET_SECONDS
}

function parseResetSeconds(raw: string, nowMs: number): number | null {
  if (/^\d+(\.\d+)?$/.test(raw)) {
    const value = Number(raw)
    return value > EPOCH_SECONDS_THRESHOLD ? Math.max(0, value - nowMs / 1000) : value
  }
  // Retry-After may also be an HTTP date; anything else (negative, garbage) is unusable.
  const date = /[a-z]/i.test(raw) ? Date.parse(raw) : Number.NaN
  return Number.isNaN(date) ? null : Math.max(0, (date - nowMs) / 1000)
}

function listMessages(errors: readonly { message: string }[]): string {
  return errors.length > 0 ? `: ${errors.map((error) => error.message).join('; ')}` : ''
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
  return `${error.message}${cause}`
}
