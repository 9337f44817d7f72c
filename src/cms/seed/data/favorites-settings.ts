import type { Localized } from './types'
import { L } from './localized'
import { uiMessage } from './ui-message'

export interface SeedFavoritesSettings {
  contentType: 'products' | 'recipes'
  internalTitle: string
  /** Slug of the CMS page the empty state's call to action references, so it follows the region. */
  ctaPage: string
  header: Localized
  copy: Localized
  addConfirmationMessage: Localized
  emptyStateHeader: Localized
  emptyStateCopy: Localized
  cta: Localized
}

export const REMOVE_CONFIRMATION_MESSAGE = uiMessage('favorites.removeConfirm')

export const ADD_TO_FAVORITES = L(
  'Add to favorites',
  'Agregar a favoritos',
  'Agregar a favoritos',
  'Adicionar aos favoritos',
  '즐겨찾기에 추가',
  'お気に入りに追加',
  '添加到收藏夹',
)

export const REMOVE_FROM_FAVORITES = L(
  'Remove from favorites',
  'Quitar de favoritos',
  'Quitar de favoritos',
  'Remover dos favoritos',
  '즐겨찾기에서 삭제',
  'お気に入りから削除',
  '从收藏夹中移除',
)

export const FAVORITES_SETTINGS: SeedFavoritesSettings[] = [
  {
    contentType: 'products',
    internalTitle: 'Favorites: products',
    ctaPage: 'products',
    header: L(
      'My favorite products',
      'Mis productos favoritos',
      'Mis productos favoritos',
      'Meus produtos favoritos',
      '즐겨찾는 제품',
      'お気に入りの製品',
      '我收藏的产品',
    ),
    copy: L(
      'Keep the products you order most in one place. Your favorites are saved in this browser.',
      'Tenga a la mano los productos que más pide. Sus favoritos se guardan en este navegador.',
      'Tené a mano los productos que más pedís. Tus favoritos se guardan en este navegador.',
      'Tenha à mão os produtos que você mais pede. Seus favoritos ficam salvos neste navegador.',
      '자주 주문하는 제품을 한곳에 모아 두세요. 즐겨찾기는 이 브라우저에 저장됩니다.',
      'よく注文する製品をまとめて管理できます。お気に入りはこのブラウザに保存されます。',
      '将常订购的产品集中保存。收藏内容会保存在此浏览器中。',
    ),
    addConfirmationMessage: uiMessage('favorites.added'),
    emptyStateHeader: L(
      'You have no favorite products yet',
      'Aún no tiene productos favoritos',
      'Todavía no tenés productos favoritos',
      'Você ainda não tem produtos favoritos',
      '아직 즐겨찾는 제품이 없습니다',
      'お気に入りの製品はまだありません',
      '您还没有收藏任何产品',
    ),
    emptyStateCopy: L(
      'Select the heart on any product to save it here.',
      'Seleccione el corazón en cualquier producto para guardarlo aquí.',
      'Tocá el corazón en cualquier producto para guardarlo acá.',
      'Toque no coração de qualquer produto para salvá-lo aqui.',
      '제품의 하트 아이콘을 누르면 여기에 저장됩니다.',
      '製品のハートマークを選ぶと、ここに保存されます。',
      '点击任意产品上的心形图标，即可将其保存在这里。',
    ),
    cta: L(
      'Browse products',
      'Ver productos',
      'Ver productos',
      'Ver produtos',
      '제품 둘러보기',
      '製品を見る',
      '浏览产品',
    ),
  },
  {
    contentType: 'recipes',
    internalTitle: 'Favorites: recipes',
    ctaPage: 'recipes',
    header: L(
      'My favorite recipes',
      'Mis recetas favoritas',
      'Mis recetas favoritas',
      'Minhas receitas favoritas',
      '즐겨찾는 레시피',
      'お気に入りのレシピ',
      '我收藏的食谱',
    ),
    copy: L(
      'Save the recipes that inspire your menu and come back to them any time. Your favorites are saved in this browser.',
      'Guarde las recetas que inspiran su menú y consúltelas cuando quiera. Sus favoritos se guardan en este navegador.',
      'Guardá las recetas que inspiran tu menú y volvé a verlas cuando quieras. Tus favoritos se guardan en este navegador.',
      'Salve as receitas que inspiram seu cardápio e volte a elas quando quiser. Seus favoritos ficam salvos neste navegador.',
      '메뉴에 영감을 주는 레시피를 저장하고 언제든지 다시 확인하세요. 즐겨찾기는 이 브라우저에 저장됩니다.',
      'メニューのヒントになるレシピを保存して、いつでも見返せます。お気に入りはこのブラウザに保存されます。',
      '收藏能为您的菜单带来灵感的食谱，随时回来查看。收藏内容会保存在此浏览器中。',
    ),
    // The Korean UI message names a product ("제품이"); a recipe needs its own subject.
    addConfirmationMessage: {
      ...uiMessage('favorites.added'),
      'ko-KR': '레시피가 즐겨찾기에 추가되었습니다.',
    },
    emptyStateHeader: L(
      'You have no favorite recipes yet',
      'Aún no tiene recetas favoritas',
      'Todavía no tenés recetas favoritas',
      'Você ainda não tem receitas favoritas',
      '아직 즐겨찾는 레시피가 없습니다',
      'お気に入りのレシピはまだありません',
      '您还没有收藏任何食谱',
    ),
    emptyStateCopy: L(
      'Select the heart on any recipe to save it here.',
      'Seleccione el corazón en cualquier receta para guardarla aquí.',
      'Tocá el corazón en cualquier receta para guardarla acá.',
      'Toque no coração de qualquer receita para salvá-la aqui.',
      '레시피의 하트 아이콘을 누르면 여기에 저장됩니다.',
      'レシピのハートマークを選ぶと、ここに保存されます。',
      '点击任意食谱上的心形图标，即可将其保存在这里。',
    ),
    cta: L(
      'Browse recipes',
      'Ver recetas',
      'Ver recetas',
      'Ver receitas',
      '레시피 둘러보기',
      'レシピを見る',
      '浏览食谱',
    ),
  },
]
