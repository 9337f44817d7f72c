import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Faster than a person fills a form in; slower than a page left open over lunch. */
export const TOKEN_MIN_AGE_MS = 2_000
export const TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000
/** Clocks of instances sharing a secret may differ a little. */
const CLOCK_SKEW_MS = 5_000

export type TokenCheck =
  { ok: true; nonce: string } | { ok: false; problem: 'invalid' | 'tooFast' | 'expired' }

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url')

/** `formId.nonce.issuedAt.signature`: the nonce later names the one submission it may make. */
export function issueToken(secret: string, formId: number, now = Date.now()): string {
  const body = `${formId}.${randomBytes(16).toString('base64url')}.${now}`
  return `${body}.${sign(secret, body)}`
}

export function checkToken(
  secret: string,
  token: unknown,
  formId: number,
  now = Date.now(),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, problem: 'invalid' }
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, problem: 'invalid' }
  const [id, nonce, issued, signature] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(secret, `${id}.${nonce}.${issued}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'invalid' }
  const issuedAt = Number(issued)
  if (id !== String(formId) || !/^[\w-]{22}$/.test(nonce) || !Number.isSafeInteger(issuedAt))
    return { ok: false, problem: 'invalid' }
  const age = now - issuedAt
  if (age < -CLOCK_SKEW_MS) return { ok: false, problem: 'invalid' }
  if (age < TOKEN_MIN_AGE_MS) return { ok: false, problem: 'tooFast' }
  if (age > TOKEN_MAX_AGE_MS) return { ok: false, problem: 'expired' }
  return { ok: true, nonce }
}
