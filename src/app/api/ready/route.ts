import { readinessResponse } from '@/features/readiness/server/readiness-response'

export const dynamic = 'force-dynamic'

/** The health check for load balancers and deploy scripts (docs/deploy.md). */
export async function GET(): Promise<Response> {
  return readinessResponse()
}
