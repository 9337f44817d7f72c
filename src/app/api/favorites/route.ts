import { handleFavoritesRequest } from '@/features/favorites/api/handle-favorites-request'

/** Cards for the favorites a browser has stored (spec §7 "Favorites helpers"). */
export async function POST(request: Request): Promise<Response> {
  return handleFavoritesRequest(request)
}
