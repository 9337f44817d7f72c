import { handleSampleOrder } from '@/features/sample-bag/server/handle-sample-order'

/** Sample orders from the sample bag page: validated, stored in the CMS, answered with a reference. */
export function POST(request: Request): Promise<Response> {
  return handleSampleOrder(request)
}
