import { describe, expect, it } from 'vitest'
import { buildDistributors, DISTRIBUTOR_COUNT, US_STATES } from './directory'

const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
]

function inPrefixRange(zip: string, stateCode: string): boolean {
  const state = US_STATES.find((s) => s.code === stateCode)
  const prefix = Number(zip.slice(0, 3))
  return state?.zipPrefixes.some(([low, high]) => prefix >= low && prefix <= high) ?? false
}

describe('buildDistributors', () => {
  const distributors = buildDistributors()

  it('builds exactly 300 distributors', () => {
    expect(DISTRIBUTOR_COUNT).toBe(300)
    expect(distributors).toHaveLength(300)
  })

  it('gives every distributor a unique D-0000 code', () => {
    const codes = distributors.map((d) => d.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^D-\d{4}$/)
  })

  it('covers all 50 states and DC and nothing else', () => {
    expect(STATE_CODES).toHaveLength(51)
    expect(new Set(distributors.map((d) => d.state))).toEqual(new Set(STATE_CODES))
  })

  it('uses 5-digit ZIP codes inside the state ZIP prefix range', () => {
    for (const d of distributors) {
      expect(d.postcode, `${d.code} ${d.city}, ${d.state}`).toMatch(/^\d{5}$/)
      expect(inPrefixRange(d.postcode, d.state), `${d.postcode} in ${d.state}`).toBe(true)
    }
  })

  it('places every city table entry inside its own state ZIP range', () => {
    for (const state of US_STATES) {
      for (const [city, prefix] of state.cities) {
        expect(
          inPrefixRange(String(prefix).padStart(3, '0') + '00', state.code),
          `${city}, ${state.code}`,
        ).toBe(true)
      }
    }
  })

  it('fills every field and uses fictional 555-01xx phone numbers', () => {
    for (const d of distributors) {
      expect(d.name.trim()).not.toBe('')
      expect(d.contact).toMatch(/^\S+ \S+$/)
      expect(d.city.trim()).not.toBe('')
      expect(d.telephone).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
    }
  })

  it('gives distributors unique names', () => {
    expect(new Set(distributors.map((d) => d.name)).size).toBe(distributors.length)
  })

  it('is deterministic', () => {
    expect(buildDistributors()).toEqual(distributors)
  })
})
