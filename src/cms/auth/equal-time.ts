import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)
/** Payload's current password hash (pbkdf2-sha256-v1): what checking a real account costs. */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/** So an unknown or throttled account answers no faster than a known one with a wrong password. */
export async function spendPasswordCheckTime(password: unknown): Promise<void> {
  await derive(
    typeof password === 'string' ? password : '',
    randomBytes(16),
    ITERATIONS,
    KEY_LENGTH,
    'sha256',
  )
}
