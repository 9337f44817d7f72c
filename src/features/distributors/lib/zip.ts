const US_ZIP = /^(\d{5})(?:-?\d{4})?$/

/** A US ZIP or ZIP+4 (with or without its hyphen) as its 5 digits; null when it is neither. */
export function usZip5(value: string): string | null {
  return US_ZIP.exec(value.trim())?.[1] ?? null
}

const POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/

/** Postcodes elsewhere: letters, digits, space and hyphen, 2–10 characters. */
export const isPostcode = (value: string): boolean => POSTCODE.test(value)
