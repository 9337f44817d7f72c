import 'server-only'
import { cmsPayload } from '@/cms/submissions/payload'
import { isRecord } from '@/lib/is-record'
import type { PartnerProfile, SalesContact } from '../lib/partner-profile'
import { profileCache } from './profile-cache'

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

function contactOf(value: unknown): SalesContact | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null
  return {
    name: value.name,
    title: text(value.title),
    email: text(value.email),
    phone: text(value.phone),
  }
}

function profileOf(doc: Record<string, unknown>, salesforceUserId: string): PartnerProfile {
  return {
    id: salesforceUserId,
    operationName: text(doc.operationName) ?? '',
    segment: text(doc.segment),
    address: text(doc.address),
    city: text(doc.city),
    state: text(doc.state),
    zip: text(doc.zip),
    phone: text(doc.phone),
    email: text(doc.email),
    partnerSince: text(doc.partnerSince),
    salesContact: contactOf(doc.salesContact),
  }
}

const cached = profileCache<PartnerProfile | null>()

/** The CRM mirror of one partner's account; null when the mirror has none. */
export async function loadProfile(salesforceUserId: string): Promise<PartnerProfile | null> {
  const hit = cached.get(salesforceUserId)
  if (hit !== undefined) return hit
  const payload = await cmsPayload()
  // The id comes from a verified session, never from the request, so the where is the access rule.
  const { docs } = await payload.find({
    collection: 'partner-profiles',
    where: { salesforceUserId: { equals: salesforceUserId } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0] as Record<string, unknown> | undefined
  const profile = doc ? profileOf(doc, salesforceUserId) : null
  cached.set(salesforceUserId, profile)
  return profile
}

export function forgetProfile(salesforceUserId: string): void {
  cached.clear(salesforceUserId)
}
