import { describe, expect, it } from 'vitest'
import { processWide } from './process-wide'

describe('processWide', () => {
  it('makes a value once per name and hands the same one back', () => {
    let made = 0
    const first = processWide('process-wide-test', () => ({ id: ++made }))
    const again = processWide('process-wide-test', () => ({ id: ++made }))
    expect(again).toBe(first)
    expect(made).toBe(1)
    expect(processWide('process-wide-test-other', () => ({ id: ++made }))).toEqual({ id: 2 })
  })
})
