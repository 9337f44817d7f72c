import { seededRandom } from '../context'

/** A generator seeded by the image's name, so every run draws the same picture. */
export function randomFor(name: string): () => number {
  // FNV-1a: a short, stable hash of the name.
  let hash = 0x811c9dc5
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return seededRandom(hash >>> 0)
}
