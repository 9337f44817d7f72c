import { baseUrl } from './http'

let actionId: Promise<string> | undefined

/**
 * The id of the admin's one server action (`serverFunction` in src/app/(payload)/layout.tsx), as
 * the admin's own pages hand it to the browser in their React Server Components payload.
 */
async function adminActionId(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/admin/login`)).text()
  const ids = new Set(
    [...html.matchAll(/\\?"id\\?":\\?"([0-9a-f]{40,})\\?",\\?"bound\\?":null/g)].map(
      (match) => match[1],
    ),
  )
  const [id, ...others] = ids
  if (!id || others.length > 0)
    throw new Error(`expected one server action on /admin/login, found ${ids.size}`)
  return id
}

/** A value as React's `encodeReply` sends it: a Date is `$D…`, a string starting `$` is escaped. */
function encodeArg(value: unknown): unknown {
  if (value instanceof Date) return `$D${value.toISOString()}`
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value
  if (Array.isArray(value)) return value.map(encodeArg)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, encodeArg(v)]))
  return value
}

export interface ServerFunctionAnswer {
  status: number
  /** The action's result row, parsed, when it returned one. */
  result: unknown
  /** The raw React Server Components response. */
  body: string
}

/**
 * Calls one of Payload's admin server functions (`schedule-publish`, `site-path`, …) the way the
 * admin's browser code does: a POST of the Next server action with the caller's session cookie.
 */
export async function adminServerFunction(
  name: string,
  args: Record<string, unknown>,
  token?: string,
): Promise<ServerFunctionAnswer> {
  actionId ??= adminActionId()
  const response = await fetch(`${baseUrl()}/admin`, {
    method: 'POST',
    headers: {
      'next-action': await actionId,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: baseUrl(),
      ...(token ? { cookie: `payload-token=${token}` } : {}),
    },
    body: JSON.stringify([{ name, args: encodeArg(args) }]),
  })
  const body = await response.text()
  const row = body.match(/^1:(?!E)(.*)$/m)?.[1]
  return { status: response.status, result: row === undefined ? undefined : JSON.parse(row), body }
}
