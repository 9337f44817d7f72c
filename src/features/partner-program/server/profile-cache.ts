import 'server-only'
import { processWide } from '@/lib/process-wide'

const TTL_MS = 5 * 60 * 1000
const MAX_ENTRIES = 1000

interface Entry<T> {
  value: T
  expiresAt: number
}

/** Per process, by salesforceUserId; `?clear=true` drops one. A CRM change shows within 5 minutes. */
export function profileCache<T>() {
  const entries = processWide('partner-profile-cache', () => new Map<string, Entry<T>>())
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt > Date.now()) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key: string, value: T): void {
      entries.delete(key)
      entries.set(key, { value, expiresAt: Date.now() + TTL_MS })
      // Oldest first: a Map iterates in insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break
        entries.delete(oldest)
      }
    },
    clear(key: string): void {
      entries.delete(key)
    },
  }
}
