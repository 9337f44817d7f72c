/** Integration and browser tests run against the server `npm test` starts (TEST_BASE_URL). */
export default async function setup(): Promise<void> {
  const base = process.env.TEST_BASE_URL
  if (!base) throw new Error('TEST_BASE_URL is not set: run these tests through `npm test`')
  const response = await fetch(`${base}/api/users/me`).catch(() => null)
  if (!response) throw new Error(`no server answers at ${base}`)
}
