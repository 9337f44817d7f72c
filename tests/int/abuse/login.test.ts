import { describe, expect, it } from 'vitest'
import { DEMO_EDITOR } from '../../helpers/http'
import {
  aliased,
  answer,
  type Fetcher,
  median,
  newClient,
  postGraphql,
  timed,
} from '../../helpers/abuse'

const TOO_MANY = /Too many failed sign-in attempts/
const stranger = () => `nobody-${Math.random().toString(36).slice(2)}@terrafield.example`

async function login(client: Fetcher, email: string, password: string) {
  const { value: reply, ms } = await timed(async () =>
    answer(
      await client('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    ),
  )
  const body = reply.json<{ token?: string; errors?: { message: string }[] }>()
  return {
    status: reply.status,
    token: body.token,
    messages: body.errors?.map((error) => error.message),
    ms,
  }
}

async function attempts(client: Fetcher, email: string, count: number) {
  const replies = []
  for (let n = 0; n < count; n++) replies.push(await login(client, email, `wrong-${n}`))
  return replies
}

describe('sign-in answers', () => {
  it('say and take the same for a wrong password and an unknown email', async () => {
    const [asEditor, asStranger] = [newClient(), newClient()]
    const email = stranger()
    const known = []
    const unknown = []
    for (let n = 0; n < 5; n++) {
      known.push(await login(asEditor, DEMO_EDITOR.email, `wrong-${n}`))
      unknown.push(await login(asStranger, email, `wrong-${n}`))
    }
    for (const reply of [...known, ...unknown]) {
      expect(reply.status).toBe(known[0]?.status)
      expect(reply.messages).toEqual(known[0]?.messages)
    }
    expect(known[0]?.status).toBe(401)
    const [slow, fast] = [median(known.map((r) => r.ms)), median(unknown.map((r) => r.ms))].sort(
      (a, b) => b - a,
    ) as [number, number]
    expect(slow - fast, `medians ${slow} ms and ${fast} ms`).toBeLessThan(0.6 * slow)
  })

  it('refuse a sixth wrong guess from one address, in the same words for a real and an unknown account', async () => {
    const forEditor = await attempts(newClient(), DEMO_EDITOR.email, 6)
    const forStranger = await attempts(newClient(), stranger(), 6)
    expect(forEditor.slice(0, 5).every((reply) => reply.status === 401)).toBe(true)
    for (const locked of [forEditor[5], forStranger[5]]) {
      expect(locked?.status).toBe(429)
      expect(locked?.messages?.join(' ')).toMatch(TOO_MANY)
    }
    expect(forStranger[5]?.messages).toEqual(forEditor[5]?.messages)
  })

  it('let the editor sign in from elsewhere while a stranger is locked out of the account', async () => {
    const attacker = newClient()
    await attempts(attacker, DEMO_EDITOR.email, 6)
    expect((await login(attacker, DEMO_EDITOR.email, 'wrong-again')).status).toBe(429)
    const owner = await login(newClient(), DEMO_EDITOR.email, DEMO_EDITOR.password)
    expect(owner.status).toBe(200)
    expect(owner.token).toBeTruthy()
  })

  it('count every GraphQL loginUser alias, so a REST sign-in from that address is refused after them', async () => {
    const client = newClient()
    const guesses = await postGraphql(
      client,
      aliased(
        10,
        `loginUser(email: "${DEMO_EDITOR.email}", password: "wrong") { token }`,
        'mutation ',
      ),
    )
    const messages = guesses.json().errors?.map((error) => error.message) ?? []
    expect(messages).toHaveLength(10)
    expect(messages.filter((message) => TOO_MANY.test(message)).length).toBeGreaterThanOrEqual(5)
    const after = await login(client, DEMO_EDITOR.email, 'wrong')
    expect(after.status, JSON.stringify(after.messages)).toBe(429)
  })
})
