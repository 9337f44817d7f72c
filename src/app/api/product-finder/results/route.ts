import { handleFinderResults } from '@/features/product-finder/server/handle-results'

export async function GET(request: Request): Promise<Response> {
  return handleFinderResults(request)
}
