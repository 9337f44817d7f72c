import 'server-only'
import type { Payload } from 'payload'
import { domainCandidates, normalizeBlockedDomain } from '@/lib/email-domain'

/** `like` is case-insensitive in both databases but matches substrings: rows are compared exactly. */
export async function isBlockedEmail(payload: Payload, email: string): Promise<boolean> {
  const candidates = domainCandidates(email)
  if (candidates.length === 0) return false
  const { docs } = await payload.find({
    collection: 'email-domain-blocklist',
    where: { or: candidates.map((domain) => ({ domain: { like: domain } })) },
    limit: 100,
    depth: 0,
    pagination: false,
  })
  const blocked = new Set(docs.map((doc) => normalizeBlockedDomain(doc.domain)))
  return candidates.some((domain) => blocked.has(domain))
}
