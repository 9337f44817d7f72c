/**
 * The work's result, but never sooner than `ms`: an answer whose speed would tell which path a
 * request took (a new address or a known one) takes the same time on each. A failure is not held.
 */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const floor = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  try {
    const [value] = await Promise.all([work, floor])
    return value
  } finally {
    clearTimeout(timer)
  }
}
