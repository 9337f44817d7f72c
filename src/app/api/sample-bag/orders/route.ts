import { handleSampleOrder } from '@/features/sample-bag/server/handle-sample-order'

export function POST(request: Request): Promise<Response> {
  return handleSampleOrder(request)
}
