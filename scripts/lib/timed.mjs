/** Runs one step of a long command and says how long it took, so CI's log shows where time goes. */
export async function timed(label, step) {
  const started = performance.now()
  try {
    return await step()
  } finally {
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.log(`› ${label}: ${seconds} s`)
  }
}
