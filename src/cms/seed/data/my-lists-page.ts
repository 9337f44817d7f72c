import { L } from './localized'

/** The generic page that gathers the visitor's lists: favorites, recently viewed and the bag. */
export const MY_LISTS_SLUG = 'my-lists'

export const MY_LISTS = {
  title: L(
    'My lists',
    'Mis listas',
    'Mis listas',
    'Minhas listas',
    '내 목록',
    'マイリスト',
    '我的清单',
  ),
  subheading: L(
    'Your favorite products, what you viewed lately and your sample bag, saved in this browser.',
    'Sus productos favoritos, lo que vio hace poco y su bolsa de muestras, guardados en este navegador.',
    'Tus productos favoritos, lo que viste hace poco y tu bolsa de muestras, guardados en este navegador.',
    'Seus produtos favoritos, o que você viu há pouco e sua sacola de amostras, salvos neste navegador.',
    '즐겨찾는 제품, 최근 본 제품, 샘플 가방이 이 브라우저에 저장되어 있습니다.',
    'お気に入りの製品、最近チェックした製品、サンプルバッグ。このブラウザに保存されています。',
    '您收藏的产品、最近浏览的产品和样品袋，均保存在此浏览器中。',
  ),
  favoritesTitle: L(
    'Favorite products',
    'Productos favoritos',
    'Productos favoritos',
    'Produtos favoritos',
    '즐겨찾는 제품',
    'お気に入りの製品',
    '收藏的产品',
  ),
  description: L(
    'Your favorite products, recently viewed products and sample bag.',
    'Sus productos favoritos, productos vistos recientemente y bolsa de muestras.',
    'Tus productos favoritos, productos vistos recientemente y bolsa de muestras.',
    'Seus produtos favoritos, produtos vistos recentemente e sacola de amostras.',
    '즐겨찾는 제품, 최근 본 제품, 샘플 가방.',
    'お気に入りの製品、最近チェックした製品、サンプルバッグ。',
    '收藏的产品、最近浏览的产品和样品袋。',
  ),
}
