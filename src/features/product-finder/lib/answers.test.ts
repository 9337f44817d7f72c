import { describe, expect, it } from 'vitest'
import { decodeState, encodeState, firstOpenStep } from './answers'

const CHOICES = [
  ['fries', 'hash-browns'],
  ['straight', 'crinkle', '*'],
  ['battered,breaded', 'clear-coat', '*'],
  ['fryer', 'oven'],
]

describe('answer state in the URL hash', () => {
  it('round-trips answers and the step, including values with commas and stars', () => {
    const state = { answers: ['fries', '*', 'battered,breaded', 'oven'], step: 4 }
    expect(decodeState(`#${encodeState(state)}`, CHOICES)).toEqual(state)
  })

  it('round-trips a partly answered wizard', () => {
    const state = { answers: ['hash-browns', 'crinkle', null, null], step: 2 }
    expect(decodeState(encodeState(state), CHOICES)).toEqual(state)
  })

  it('answers null when the hash holds no finder state', () => {
    expect(decodeState('', CHOICES)).toBeNull()
    expect(decodeState('#', CHOICES)).toBeNull()
    expect(decodeState('#main', CHOICES)).toBeNull()
  })

  it('drops values that are not options of their step', () => {
    const decoded = decodeState('#pf=fries&pf=<script>&pf=clear-coat&pf=oven&pf-step=4', CHOICES)
    expect(decoded).toEqual({ answers: ['fries', null, 'clear-coat', 'oven'], step: 1 })
  })

  it('never opens a step past the first unanswered one, nor a negative or absurd step', () => {
    expect(decodeState('#pf=fries&pf-step=99', CHOICES)?.step).toBe(1)
    expect(decodeState('#pf=fries&pf-step=-3', CHOICES)?.step).toBe(0)
    expect(decodeState('#pf=fries&pf-step=abc', CHOICES)?.step).toBe(1)
    expect(decodeState('#pf-step=1e308', CHOICES)?.step).toBe(0)
  })

  it('ignores extra answers and hostile encodings', () => {
    const extra = `#${Array.from({ length: 50 }, () => 'pf=fries').join('&')}`
    expect(decodeState(extra, CHOICES)?.answers).toEqual(['fries', null, null, null])
    for (const hash of ['#pf=%E0%A4%A', '#%%%', '#pf=__proto__&pf=constructor', '#pf=\u0000']) {
      expect(() => decodeState(hash, CHOICES)).not.toThrow()
    }
    expect(decodeState('#pf=__proto__', CHOICES)?.answers).toEqual([null, null, null, null])
  })

  it('refuses an oversized hash', () => {
    expect(decodeState(`#pf=${'a'.repeat(5000)}`, CHOICES)).toBeNull()
  })

  it('finds the first open step', () => {
    expect(firstOpenStep(['a', null, 'b'], 3)).toBe(1)
    expect(firstOpenStep(['a', 'b', 'c'], 3)).toBe(3)
    expect(firstOpenStep([], 2)).toBe(0)
  })
})
