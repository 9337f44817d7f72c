import { signInEditor } from './http'

/**
 * Integration and browser tests run against the server `npm test` starts (TEST_BASE_URL).
 *
 * The demo editor signs in once here and every test reuses the token (EDITOR_TOKEN, inherited by
 * the workers): Payload keeps a user's sessions in one row, so two sign-ins at the same moment can
 * each overwrite the other's session and sign a test out halfway.
 */
export default async function setup(): Promise<void> {
  const base = process.env.TEST_BASE_URL
  if (!base) throw new Error('TEST_BASE_URL is not set: run these tests through `npm test`')
  const response = await fetch(`${base}/api/users/me`).catch(() => null)
  if (!response) throw new Error(`no server answers at ${base}`)
  if (process.env.SEED_DEMO_PASSWORD) process.env.EDITOR_TOKEN = await signInEditor()
}
