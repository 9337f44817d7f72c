import { createProfileStore, type ProfileStore } from './profile-store'

let store: ProfileStore | null = null
let storeUrl = ''

/** One store per page: the profile screen reads it, sign-out clears it. */
export function profileStore(url: string): ProfileStore {
  if (!store || storeUrl !== url) {
    store = createProfileStore(url)
    storeUrl = url
  }
  return store
}

export function clearProfileStore(): void {
  store?.clear()
}
