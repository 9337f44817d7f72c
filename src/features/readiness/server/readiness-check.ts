/** A load balancer may ask many times a second; one answer serves them all for this long. */
export const KEEP_ANSWER_MS = 1_000

/**
 * Whether `read` succeeds, asked at most once at a time and at most once per KEEP_ANSWER_MS
 * however often the check is called: the cost of the readiness route stays bounded.
 */
export function createReadinessCheck(
  read: () => Promise<void>,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let running: Promise<boolean> | undefined
  let settled: { at: number; ready: boolean } | undefined
  return () => {
    if (settled && now() - settled.at < KEEP_ANSWER_MS) return Promise.resolve(settled.ready)
    running ??= read()
      .then(
        () => true,
        () => false,
      )
      .then((ready) => {
        settled = { at: now(), ready }
        running = undefined
        return ready
      })
    return running
  }
}
