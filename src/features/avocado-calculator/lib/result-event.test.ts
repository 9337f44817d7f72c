import { describe, expect, it } from 'vitest'
import { calculateSavings } from './calculate'
import { decimalText, resultEventPayload } from './result-event'

describe('calculator_result payload', () => {
  it('writes cents as a plain decimal, negative savings included', () => {
    expect(decimalText(4420_00n)).toBe('4420.00')
    expect(decimalText(5n)).toBe('0.05')
    expect(decimalText(0n)).toBe('0.00')
    expect(decimalText(-1234_05n)).toBe('-1234.05')
    expect(decimalText(12_345_678_901_234_567_89n)).toBe('12345678901234567.89')
  })

  it('holds the result and the chosen use, none of the amounts typed', () => {
    const inputs = {
      hourlyLaborRate: 15.25,
      lugsPerWeek: 10,
      pricePerLug: 40.5,
      casePrice: 30.75,
      caseWeightLb: 12,
      use: 'mash' as const,
    }
    const payload = resultEventPayload('mash', 'USD', calculateSavings(inputs))
    expect(Object.keys(payload).sort()).toEqual([
      'avocado_use',
      'currency',
      'processed_cases',
      'weekly_savings',
      'yearly_savings',
    ])
    expect(payload).toMatchObject({ avocado_use: 'mash', currency: 'USD', processed_cases: '13' })
    const typed = ['15.25', '40.5', '30.75', '10', '12']
    expect(Object.values(payload).filter((value) => typed.includes(value))).toEqual([])
  })
})
