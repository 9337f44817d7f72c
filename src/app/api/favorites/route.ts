import { handleFavoritesRequest } from '@/features/favorites/api/handle-favorites-request'

/** Spec §7 "Favorites helpers". */
export async function POST(request: Request): Promise<Response> {
  return handleFavoritesRequest(request)
}
