import type { FeatureMessages } from '../feature-messages'

const en = {
  'favorites.add': 'Add to favorites',
  'favorites.remove': 'Remove from favorites',
  'favorites.title': 'My favorites',
  'favorites.confirmRemove': 'Remove',
  'favorites.cancel': 'Cancel',
  'favorites.removed': '{name} has been removed from your favorites.',
  'favorites.loading': 'Loading your favorites…',
  'favorites.emptyHeader': 'You have no favorites yet',
  'favorites.emptyCopy':
    'What you add to your favorites is saved in this browser and shows up here.',
} as const

export const favoritesMessages: FeatureMessages<typeof en> = {
  en,
  es: {
    'favorites.add': 'Agregar a favoritos',
    'favorites.remove': 'Quitar de favoritos',
    'favorites.title': 'Mis favoritos',
    'favorites.confirmRemove': 'Quitar',
    'favorites.cancel': 'Cancelar',
    'favorites.removed': '{name} se quitó de sus favoritos.',
    'favorites.loading': 'Cargando sus favoritos…',
    'favorites.emptyHeader': 'Aún no tiene favoritos',
    'favorites.emptyCopy':
      'Lo que agregue a sus favoritos se guarda en este navegador y aparece aquí.',
  },
  'es-AR': {
    'favorites.add': 'Agregar a favoritos',
    'favorites.remove': 'Quitar de favoritos',
    'favorites.title': 'Mis favoritos',
    'favorites.confirmRemove': 'Quitar',
    'favorites.cancel': 'Cancelar',
    'favorites.removed': '{name} se quitó de tus favoritos.',
    'favorites.loading': 'Cargando tus favoritos…',
    'favorites.emptyHeader': 'Todavía no tenés favoritos',
    'favorites.emptyCopy':
      'Lo que agregues a tus favoritos se guarda en este navegador y aparece acá.',
  },
  'pt-BR': {
    'favorites.add': 'Adicionar aos favoritos',
    'favorites.remove': 'Remover dos favoritos',
    'favorites.title': 'Meus favoritos',
    'favorites.confirmRemove': 'Remover',
    'favorites.cancel': 'Cancelar',
    'favorites.removed': '{name} foi removido dos seus favoritos.',
    'favorites.loading': 'Carregando seus favoritos…',
    'favorites.emptyHeader': 'Você ainda não tem favoritos',
    'favorites.emptyCopy':
      'O que você adicionar aos favoritos fica salvo neste navegador e aparece aqui.',
  },
  'ko-KR': {
    'favorites.add': '즐겨찾기에 추가',
    'favorites.remove': '즐겨찾기에서 삭제',
    'favorites.title': '내 즐겨찾기',
    'favorites.confirmRemove': '삭제',
    'favorites.cancel': '취소',
    'favorites.removed': '{name}이(가) 즐겨찾기에서 삭제되었습니다.',
    'favorites.loading': '즐겨찾기를 불러오는 중…',
    'favorites.emptyHeader': '아직 즐겨찾기가 없습니다',
    'favorites.emptyCopy': '즐겨찾기에 추가한 항목은 이 브라우저에 저장되어 여기에 표시됩니다.',
  },
  'ja-JP': {
    'favorites.add': 'お気に入りに追加',
    'favorites.remove': 'お気に入りから削除',
    'favorites.title': 'お気に入り',
    'favorites.confirmRemove': '削除する',
    'favorites.cancel': 'キャンセル',
    'favorites.removed': '{name}をお気に入りから削除しました。',
    'favorites.loading': 'お気に入りを読み込んでいます…',
    'favorites.emptyHeader': 'お気に入りはまだありません',
    'favorites.emptyCopy': 'お気に入りに追加したものはこのブラウザに保存され、ここに表示されます。',
  },
  zh: {
    'favorites.add': '添加到收藏',
    'favorites.remove': '从收藏夹中移除',
    'favorites.title': '我的收藏',
    'favorites.confirmRemove': '移除',
    'favorites.cancel': '取消',
    'favorites.removed': '已将 {name} 从收藏夹中移除。',
    'favorites.loading': '正在加载您的收藏…',
    'favorites.emptyHeader': '您还没有任何收藏',
    'favorites.emptyCopy': '您添加到收藏夹的内容会保存在此浏览器中，并显示在这里。',
  },
}
