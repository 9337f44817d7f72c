import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: a reference is read out over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** `SO` sample orders, `LF` lead forms and sign-ups. */
export type ReferencePrefix = 'SO' | 'LF'

/** `XX-XXXX-XXXX`: about 8.5 × 10¹¹ values, so a clash is rare and simply retried. */
export function newReference(prefix: ReferencePrefix): string {
  return `${prefix}-${block()}-${block()}`
}

export const referencePattern = (prefix: ReferencePrefix) =>
  new RegExp(`^${prefix}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$`)
