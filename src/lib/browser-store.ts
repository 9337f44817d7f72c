export interface BrowserStore<T> {
  key: string
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
  empty: T
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function browserStore<T>(
  key: string,
  parse: (value: unknown) => T | null,
  empty: T,
): BrowserStore<T> {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cachedValue = empty

  const decode = (raw: string | null): T => {
    if (raw === null) return empty
    try {
      return parse(JSON.parse(raw)) ?? empty
    } catch {
      return empty
    }
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener())
  }

  return {
    key,
    empty,
    get() {
      if (typeof window === 'undefined') return empty
      const raw = readRaw(key)
      if (raw !== cachedRaw) {
        cachedRaw = raw
        cachedValue = decode(raw)
      }
      return cachedValue
    },
    set(next) {
      try {
        window.localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage full or disabled (private mode): the change lives on in this tab's memory.
        cachedRaw = readRaw(key)
        cachedValue = next
      }
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}
