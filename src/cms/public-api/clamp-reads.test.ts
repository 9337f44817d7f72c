import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../access', () => ({
  isTrustedReader: (req: { trusted?: boolean }) => req.trusted === true,
}))

const { clampPublicReads } = await import('./clamp-reads')

type HookArgs = Parameters<typeof clampPublicReads>[0]
const run = (
  operation: string,
  args: Record<string, unknown>,
  req: Partial<PayloadRequest> & { trusted?: boolean } = {},
) =>
  clampPublicReads({
    args,
    operation,
    req: { t: ((key: string) => key) as PayloadRequest['t'], ...req },
  } as unknown as HookArgs)

describe('clampPublicReads', () => {
  it('clamps an anonymous list to 100, and 0, negative or junk limits to the default', () => {
    expect(run('read', { limit: 100000 })).toMatchObject({ limit: 100, pagination: true })
    expect(run('read', { limit: 0, pagination: false })).toMatchObject({
      limit: 10,
      pagination: true,
    })
    expect(run('read', { limit: -5 })).toMatchObject({ limit: 10 })
    expect(run('read', { limit: 'abc' })).toMatchObject({ limit: 10 })
  })

  it('clamps population depth', () => {
    expect(run('read', { depth: 10 })).toMatchObject({ depth: 2 })
  })

  it('leaves editors, the site, local calls and nested population alone', () => {
    expect(run('read', { limit: 0, pagination: false }, { trusted: true })).toEqual({
      limit: 0,
      pagination: false,
    })
    expect(run('read', { limit: 0, overrideAccess: true })).toEqual({
      limit: 0,
      overrideAccess: true,
    })
    expect(run('read', { pagination: false, currentDepth: 1 })).toEqual({
      pagination: false,
      currentDepth: 1,
    })
  })

  it('answers a malformed document id with Not Found before the database sees it', () => {
    expect(() => run('read', { id: 'abc' })).toThrow()
    expect(() => run('read', { id: Number.NaN })).toThrow()
    expect(() => run('delete', { id: '1 OR 1=1' })).toThrow()
    expect(run('read', { id: '42' })).toMatchObject({ id: '42' })
  })
})
