import type { Translate } from '@/i18n/translate'
import type { PaginationLabels } from './pagination'

export const paginationLabels = (
  t: Translate,
  navigation: string,
  page: number,
  total: number,
): PaginationLabels => ({
  navigation,
  previous: t('shell.previousPage'),
  next: t('shell.nextPage'),
  current: t('shell.pageOf', { page, total }),
})
