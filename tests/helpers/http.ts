import { Agent, fetch as undiciFetch } from 'undici'

export function baseUrl(): string {
  const base = process.env.TEST_BASE_URL
  if (!base) throw new Error('TEST_BASE_URL is not set')
  return base
}

export async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init })
}

export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ status: number; body: { data?: T; errors?: { message: string }[] } }> {
  const response = await fetch(`${baseUrl()}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: T; errors?: { message: string }[] },
  }
}

export const DEMO_EDITOR = {
  email: 'editor@terrafield.example',
  password: process.env.SEED_DEMO_PASSWORD ?? '',
}

/** The demo editor's token from the global set-up (server-check.ts), or a sign-in of its own. */
export async function editorToken(): Promise<string> {
  return process.env.EDITOR_TOKEN ?? signInEditor()
}

/** A CMS REST call as the demo editor: its status and parsed JSON body, whatever the status. */
export async function asEditor(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export async function signInEditor(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_EDITOR),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`editor login failed with ${response.status}`)
  return body.token
}

const agents = new Map<string, Agent>()

/**
 * `fetch` from another loopback address (127.x.y.z), so a test is its own client for the server's
 * per-address limits: the server reads the caller's address from the socket, not from headers.
 */
export function fetchFrom(
  address: string,
): (path: string, init?: RequestInit) => Promise<Response> {
  let agent = agents.get(address)
  if (!agent) {
    agent = new Agent({ localAddress: address })
    agents.set(address, agent)
  }
  const dispatcher = agent
  return (path, init = {}) =>
    undiciFetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init, dispatcher } as Parameters<
      typeof undiciFetch
    >[1]) as unknown as Promise<Response>
}

let nextAddress = Math.floor(Math.random() * 200)

/** A loopback address no other test in this run has used. */
export function freshLoopbackAddress(): string {
  nextAddress += 1
  return `127.${10 + (process.pid % 200)}.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`
}
