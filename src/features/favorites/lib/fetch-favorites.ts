import type { FavoritesRequest } from './request'
import type { FavoriteProduct } from './resolve'
import type { FavoriteRecipeCard } from './resolve-recipes'

const FAVORITES_ENDPOINT = '/api/favorites'

export type FavoriteItem = FavoriteProduct | FavoriteRecipeCard

export async function fetchFavorites(
  request: FavoritesRequest,
  signal: AbortSignal,
): Promise<FavoriteItem[]> {
  const response = await fetch(FAVORITES_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  })
  if (!response.ok) throw new Error(`favorites request failed with ${response.status}`)
  const body: unknown = await response.json()
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null
  if (!Array.isArray(items)) throw new Error('favorites answer without items')
  return items as FavoriteItem[]
}
