export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Domains checked per address; the ones nearest the root are kept, as block lists name those. */
const MAX_CANDIDATES = 10

// Parent domains too, so a blocked domain blocks its subdomains.
export function domainCandidates(email: string): string[] {
  const at = email.lastIndexOf('@')
  if (at < 0) return []
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean)
  const candidates: string[] = []
  for (
    let start = Math.max(0, labels.length - 1 - MAX_CANDIDATES);
    start < labels.length - 1;
    start++
  ) {
    candidates.push(labels.slice(start).join('.'))
  }
  return candidates
}

/** How an editor may have typed a list entry: any case, with a leading `@` or `*.`. */
export function normalizeBlockedDomain(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^(\*\.|@)/, '')
    .replace(/\.$/, '')
}
