import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { STORAGE_RUNS } from '../../tests/helpers/stored-values'
import { z } from 'zod'
import { attemptFor, fingerprintOf, newIdempotencyKey, parseAttempt } from './attempt-key'

describe('attemptFor', () => {
  let count = 0
  const newKey = () => `key-${++count}`

  it('reuses the key when the same form is sent again', () => {
    const first = attemptFor(null, fingerprintOf('form A'), newKey)
    expect(attemptFor(first, fingerprintOf('form A'), newKey)).toBe(first)
  })

  it('makes a new key when anything in the form changed', () => {
    const first = attemptFor(null, fingerprintOf('form A'), newKey)
    const second = attemptFor(first, fingerprintOf('form B'), newKey)
    expect(second.key).not.toBe(first.key)
  })
})

describe('fingerprintOf', () => {
  it('is stable and tells different forms apart', () => {
    expect(fingerprintOf('{"email":"a@b.example"}')).toBe(fingerprintOf('{"email":"a@b.example"}'))
    expect(fingerprintOf('{"email":"a@b.example"}')).not.toBe(
      fingerprintOf('{"email":"a@c.example"}'),
    )
    expect(fingerprintOf('ana@bistro.example')).not.toContain('ana')
  })
})

describe('parseAttempt', () => {
  it('reads a stored attempt and refuses anything else', () => {
    expect(parseAttempt({ key: 'k', fingerprint: 'f' })).toEqual({ key: 'k', fingerprint: 'f' })
    expect(parseAttempt({ key: 1, fingerprint: 'f' })).toBeNull()
    expect(parseAttempt('k')).toBeNull()
    expect(parseAttempt(null)).toBeNull()
  })
})

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const expectUuids = () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(z.uuid().safeParse(key).success).toBe(true)
  }

  it('makes UUIDs the server accepts', () => {
    expectUuids()
  })

  it('makes them without randomUUID too (pages served over plain http)', () => {
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    expect(globalThis.crypto.randomUUID).toBeUndefined()
    expectUuids()
  })
})

describe('parseAttempt under any stored value (fast-check)', () => {
  it('never throws and gives an attempt only with both strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ key: fc.anything(), fingerprint: fc.anything() })),
        (value) => {
          const attempt = parseAttempt(value)
          if (attempt)
            expect([typeof attempt.key, typeof attempt.fingerprint]).toEqual(['string', 'string'])
        },
      ),
      STORAGE_RUNS,
    )
  })
})
