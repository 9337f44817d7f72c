import { handleSuggestions } from '@/features/search/server/handle-suggestions'

export async function GET(request: Request): Promise<Response> {
  return handleSuggestions(request)
}
