import { describe, expect, it } from 'vitest'
import { changesPublished } from './published-change'

const published = { _status: 'published' }
const draft = { _status: 'draft' }

describe('changesPublished', () => {
  it('counts every save of a collection without drafts', () => {
    expect(changesPublished(false, {}, {})).toBe(true)
  })

  it('counts a publish and an unpublish', () => {
    expect(changesPublished(true, published, draft)).toBe(true)
    expect(changesPublished(true, published, published)).toBe(true)
    expect(changesPublished(true, draft, published)).toBe(true)
    expect(changesPublished(true, published, undefined)).toBe(true)
  })

  it('skips draft saves on top of a draft, and a draft created as one', () => {
    expect(changesPublished(true, draft, draft)).toBe(false)
    expect(changesPublished(true, draft, undefined)).toBe(false)
    expect(changesPublished(true, draft, {})).toBe(false)
  })
})
