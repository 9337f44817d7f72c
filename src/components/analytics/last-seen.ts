/** The payload each event was last shown with in this document, pushed or dropped as blank. */
const lastSeen = new Map<string, string>()

/**
 * True when `event` was last shown with this same `key`; records it either way. A new page load
 * starts afresh, so a reload counts again.
 */
export function isRepeat(event: string, key: string): boolean {
  const repeat = lastSeen.get(event) === key
  lastSeen.set(event, key)
  return repeat
}
