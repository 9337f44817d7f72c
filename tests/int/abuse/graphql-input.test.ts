import { describe, expect, it } from 'vitest'
import { answer, newClient, postGraphql, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()
const post = async (body: string) =>
  answer(
    await client('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  )

describe('GraphQL input checks', () => {
  it('answer an unknown field with an error that suggests no other field', async () => {
    const reply = await postGraphql(client, '{ Products(limit: 1) { docs { idd } } }')
    expect(reply.json().errors?.[0]?.message).toMatch(/idd/)
    expect(reply.text).not.toMatch(/did you mean/i)
  })

  it('answer a malformed JSON body with 400 and a JSON errors list', async () => {
    const reply = await post('{bad')
    expect(reply.status).toBe(400)
    expect(reply.json().errors?.[0]?.message).toBeTruthy()
    expect(reply.text).not.toMatch(STACK_FRAME)
  })

  it('answer a body over 1 MB with 413', async () => {
    const reply = await post(
      JSON.stringify({
        query: '{ __typename }',
        padding: 'x'.repeat(1024 * 1024 + 1),
      }),
    )
    expect(reply.status).toBe(413)
  })
})
