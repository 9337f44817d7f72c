import type { FeatureMessages } from '../feature-messages'

const en = {
  'favorites.add': 'Add to favorites',
} as const

export const favoritesMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'favorites.add': 'Agregar a favoritos' },
  'es-AR': { 'favorites.add': 'Agregar a favoritos' },
  'pt-BR': { 'favorites.add': 'Adicionar aos favoritos' },
  'ko-KR': { 'favorites.add': '즐겨찾기에 추가' },
  'ja-JP': { 'favorites.add': 'お気に入りに追加' },
  zh: { 'favorites.add': '添加到收藏' },
}
