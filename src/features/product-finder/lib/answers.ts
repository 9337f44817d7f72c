/**
 * The visitor's answers live in the URL hash (`#pf=straight&pf=fryer&pf-step=2`): the page is cached
 * HTML, so they never reach the server, and the URL is the share link. `pf-step` equal to the number
 * of steps is the result view. Decoding trusts nothing: unknown values are dropped.
 */
export interface FinderState {
  answers: (string | null)[]
  step: number
}

const ANSWER = 'pf'
const STEP = 'pf-step'
const MAX_HASH_LENGTH = 4000

export function encodeState(state: FinderState): string {
  const params = new URLSearchParams()
  for (const answer of state.answers) params.append(ANSWER, answer ?? '')
  params.set(STEP, String(state.step))
  return params.toString()
}

/** The first step without an answer, or the number of steps when all are answered. */
export function firstOpenStep(answers: readonly (string | null)[], stepCount: number): number {
  for (let index = 0; index < stepCount; index++) if (!answers[index]) return index
  return stepCount
}

/** `choices[i]` holds step i's option values; null when the hash carries no finder state. */
export function decodeState(
  hash: string,
  choices: readonly (readonly string[])[],
): FinderState | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash
  if (!text || text.length > MAX_HASH_LENGTH) return null
  let params: URLSearchParams
  try {
    params = new URLSearchParams(text)
  } catch {
    return null
  }
  if (!params.has(ANSWER) && !params.has(STEP)) return null
  const given = params.getAll(ANSWER)
  const answers = choices.map((values, index) => {
    const answer = given[index]
    return answer && values.includes(answer) ? answer : null
  })
  const asked = Number.parseInt(params.get(STEP) ?? '', 10)
  const limit = firstOpenStep(answers, choices.length)
  const step = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), limit) : limit
  return { answers, step }
}
