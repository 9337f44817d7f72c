import type { PayloadRequest, Where } from 'payload'
import { isEditor, publishedOrEditor } from './access'
import { isPartner } from './partner-access'

/** Who a partner is for gating: the segment names their CRM segment maps to, and their ZIP. */
export interface Audience {
  segments: ReadonlySet<string>
  zip: string | null
}

export interface AuthenticationContextRule {
  behavior?: string | null
  segments?: readonly string[] | null
  zipCodes?: readonly string[] | null
}

const zip5 = (zip: string) => zip.trim().slice(0, 5)

/**
 * `show`: only signed-in partners in the context's audience; `hide`: everyone but them. The
 * audience is every partner when the context names neither segments nor ZIP codes; each list it
 * names must match (a segment among the partner's, the ZIP's first five digits among the codes).
 */
export function contextAllows(rule: AuthenticationContextRule, audience: Audience | null): boolean {
  const inAudience =
    audience !== null &&
    (!rule.segments?.length || rule.segments.some((segment) => audience.segments.has(segment))) &&
    (!rule.zipCodes?.length ||
      (audience.zip !== null && rule.zipCodes.some((code) => zip5(code) === zip5(audience.zip!))))
  return rule.behavior === 'hide' ? !inAudience : inAudience
}

interface SegmentMapping {
  segment?: string | null
  salesforceSegments?: string[] | null
}

const AUDIENCE = 'partnerAudience'
const ALLOWED_CONTEXTS = 'allowedAuthenticationContexts'

/** Once per request: a partner's profile and the segment mappings of the program settings. */
export async function audienceOf(req: PayloadRequest): Promise<Audience | null> {
  if (!isPartner(req)) return null
  const memo = req.context[AUDIENCE] as Promise<Audience | null> | undefined
  if (memo) return memo
  const loading = (async () => {
    const salesforceUserId = (req.user as { salesforceUserId?: string }).salesforceUserId
    const [profiles, settings] = await Promise.all([
      req.payload.find({
        collection: 'partner-profiles',
        where: { salesforceUserId: { equals: salesforceUserId ?? '' } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
      req.payload.find({
        collection: 'partner-program-settings',
        limit: 100,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
    ])
    const profile = profiles.docs[0]
    const crmSegment = profile?.segment ?? null
    const segments = new Set<string>()
    for (const doc of settings.docs) {
      for (const mapping of (doc.segmentMappings ?? []) as SegmentMapping[]) {
        if (mapping.segment && crmSegment && mapping.salesforceSegments?.includes(crmSegment)) {
          segments.add(mapping.segment)
        }
      }
    }
    return { segments, zip: profile?.zip ?? null }
  })()
  req.context[AUDIENCE] = loading
  return loading
}

/** The authentication contexts this caller passes (a guest or the site's shared reads: null). */
export async function allowedContextIds(req: PayloadRequest): Promise<number[]> {
  const memo = req.context[ALLOWED_CONTEXTS] as Promise<number[]> | undefined
  if (memo) return memo
  const loading = (async () => {
    const audience = await audienceOf(req)
    const { docs } = await req.payload.find({
      collection: 'authentication-contexts',
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.filter((doc) => contextAllows(doc, audience)).map((doc) => doc.id)
  })()
  req.context[ALLOWED_CONTEXTS] = loading
  return loading
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? Number(value.id)
      : null

/** For a document's own `authenticationContext`: may this caller see it? */
export async function passesContext(req: PayloadRequest, context: unknown): Promise<boolean> {
  const id = idOf(context)
  if (id === null) return true
  return (await allowedContextIds(req)).includes(id)
}

/** Read access for collections whose documents may name an authentication context (recipes). */
export const publishedInAudienceOrEditor = async ({ req }: { req: PayloadRequest }) => {
  if (isEditor(req)) return true
  const published = (await publishedOrEditor({ req } as never)) as Where
  const allowed = await allowedContextIds(req)
  const ungated: Where = { authenticationContext: { exists: false } }
  return {
    and: [
      published,
      allowed.length > 0 ? { or: [ungated, { authenticationContext: { in: allowed } }] } : ungated,
    ],
  } satisfies Where
}
