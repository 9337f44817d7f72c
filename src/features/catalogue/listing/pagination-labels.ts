import type { PaginationLabels } from '@/components/layout/pagination'
import type { Translate } from '@/i18n/translate'

export const paginationLabels = (t: Translate, page: number, total: number): PaginationLabels => ({
  navigation: t('catalogue.pagination'),
  previous: t('catalogue.previousPage'),
  next: t('catalogue.nextPage'),
  current: t('catalogue.pageOf', { page, total }),
})
