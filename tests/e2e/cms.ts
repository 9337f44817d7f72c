import { DEMO_EDITOR, fetchFrom, freshLoopbackAddress } from '../helpers/http'

/** From a loopback address of its own, so these reads share no rate limit with the browser's. */
const client = fetchFrom(freshLoopbackAddress())
let token: Promise<string> | undefined

async function signIn(): Promise<string> {
  const response = await client('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_EDITOR),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`editor login failed with ${response.status}`)
  return body.token
}

/** Documents of a CMS collection through its REST API, as the demo editor (settings are not public). */
export async function cmsDocs<T>(collection: string, query: Record<string, string>): Promise<T[]> {
  const params = new URLSearchParams({ depth: '0', limit: '100', ...query })
  const read = async () => {
    token ??= process.env.EDITOR_TOKEN ? Promise.resolve(process.env.EDITOR_TOKEN) : signIn()
    return client(`/api/${collection}?${params}`, {
      headers: { authorization: `JWT ${await token}` },
    })
  }
  let response = await read()
  // A session lost to a concurrent sign-in (tests/helpers/server-check.ts) reads as a visitor's.
  if (response.status === 403 || response.status === 401) {
    token = signIn()
    response = await read()
  }
  if (!response.ok) throw new Error(`GET /api/${collection}: ${response.status}`)
  return ((await response.json()) as { docs: T[] }).docs
}

/** Changes a CMS document through its REST API as the demo editor, as a save in /admin does. */
export async function cmsUpdate(
  collection: string,
  id: number | string,
  data: Record<string, unknown>,
): Promise<void> {
  token ??= process.env.EDITOR_TOKEN ? Promise.resolve(process.env.EDITOR_TOKEN) : signIn()
  const response = await client(`/api/${collection}/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`PATCH /api/${collection}/${id}: ${response.status}`)
}

/** Deletes a CMS document through its REST API as the demo editor. */
export async function cmsDelete(collection: string, id: number | string): Promise<void> {
  token ??= process.env.EDITOR_TOKEN ? Promise.resolve(process.env.EDITOR_TOKEN) : signIn()
  const response = await client(`/api/${collection}/${id}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${await token}` },
  })
  if (!response.ok) throw new Error(`DELETE /api/${collection}/${id}: ${response.status}`)
}
