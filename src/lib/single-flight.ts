// Simultaneous retries of one order share its run instead of racing to the database's unique index.
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>()
  return async (key: string, task: () => Promise<T>): Promise<{ value: T; shared: boolean }> => {
    const current = running.get(key)
    if (current) return { value: await current, shared: true }
    const promise = task()
    running.set(key, promise)
    try {
      return { value: await promise, shared: false }
    } finally {
      running.delete(key)
    }
  }
}
