import type { PartnerProfile } from './partner-profile'

export type ProfileState =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'loaded'; id: string; profile: PartnerProfile }
  | { status: 'missing'; id: string }

type Fetcher = (url: string) => Promise<Response>

/**
 * Spec §4: the profile is loaded once per salesforceUserId, one load at a time, again only when
 * the id changes, cleared on sign-out; a failed load is ignored (the screen keeps waiting).
 */
export function createProfileStore(url: string, fetcher: Fetcher = (u) => fetch(u)) {
  let state: ProfileState = { status: 'idle' }
  let inFlight: { id: string; done: Promise<void> } | null = null
  const listeners = new Set<() => void>()
  const publish = (next: ProfileState) => {
    state = next
    listeners.forEach((listener) => listener())
  }

  const stillLoading = (id: string) => state.status === 'loading' && state.id === id

  async function fetchProfile(id: string, clear: boolean): Promise<void> {
    publish({ status: 'loading', id })
    try {
      const response = await fetcher(clear ? `${url}?clear=true` : url)
      if (!stillLoading(id)) return
      if (response.status === 404) return publish({ status: 'missing', id })
      const profile = response.ok ? ((await response.json()) as PartnerProfile) : null
      if (stillLoading(id))
        publish(profile?.id === id ? { status: 'loaded', id, profile } : { status: 'idle' })
    } catch {
      // Ignored, as the spec says; the next load tries again.
      if (stillLoading(id)) publish({ status: 'idle' })
    }
  }

  function start(id: string, clear: boolean): Promise<void> {
    const done = fetchProfile(id, clear).finally(() => {
      if (inFlight?.done === done) inFlight = null
    })
    inFlight = { id, done }
    return done
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load(id: string): Promise<void> {
      if (inFlight) return inFlight.done
      if (state.status !== 'idle' && 'id' in state && state.id === id) return Promise.resolve()
      return start(id, false)
    },
    /** `?clear=true`: the server drops its copy and answers a fresh one. */
    refresh(id: string): Promise<void> {
      if (inFlight) return inFlight.done
      return start(id, true)
    },
    clear() {
      inFlight = null
      publish({ status: 'idle' })
    },
  }
}

export type ProfileStore = ReturnType<typeof createProfileStore>
