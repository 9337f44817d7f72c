import type { ArrayFieldValidation } from 'payload'
import { overLimitForAnAudience, storedRows } from '../../lib/navigation-limits'

/** `maxRows` and `validate` for a list whose limit is per visitor (guest or partner). */
export function audienceLimit(limit: number, what: string) {
  const validate: ArrayFieldValidation = (value) =>
    Array.isArray(value) && overLimitForAnAudience(value as { authentication?: string }[], limit)
      ? `Guests and partners may each see at most ${limit} ${what}: mark the extra ones "Signed-in partners only" or "Signed-out visitors only".`
      : true
  return { maxRows: storedRows(limit), validate }
}
