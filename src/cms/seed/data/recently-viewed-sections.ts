import { L } from './localized'

export const RECENTLY_VIEWED_TITLE = L(
  'Recently viewed products',
  'Productos vistos recientemente',
  'Productos vistos recientemente',
  'Produtos vistos recentemente',
  '최근 본 제품',
  '最近チェックした製品',
  '最近浏览的产品',
)
