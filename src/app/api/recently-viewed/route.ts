import { handleRecentlyViewedRequest } from '@/features/recently-viewed/api/handle-recently-viewed-request'

/** The recently viewed products block's cards (spec §2, §7 "recently viewed section"). */
export async function POST(request: Request): Promise<Response> {
  return handleRecentlyViewedRequest(request)
}
