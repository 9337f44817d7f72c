import { expect } from 'vitest'
import { type Answer, answer, type Fetcher } from '../../helpers/abuse'

/** The seeded page `partner-resources` is for signed-in partners; its plain HTML block says "net pricing". */
export const SLUG = 'partner-resources'
export const HIDDEN = 'net pricing'
export const ABSENT = 'zqxw vbnmk'
export const ON_PAGE = `where[slug][equals]=${SLUG}`

export const reader =
  (client: Fetcher, editorHeaders: Record<string, string>) =>
  async (path: string, editor = false): Promise<Answer> =>
    answer(await client(path, { headers: editor ? editorHeaders : {} }))

/** An anonymous filter must not answer differently for text it may not read: refused alike, or the same answer. */
export async function expectSameAnswer(
  read: ReturnType<typeof reader>,
  withHidden: string,
  withAbsent: string,
) {
  const [hit, miss] = await Promise.all([read(withHidden), read(withAbsent)])
  expect(hit.status).toBeLessThan(500)
  expect({ status: hit.status, body: hit.text }).toEqual({ status: miss.status, body: miss.text })
}
