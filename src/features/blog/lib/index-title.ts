import type { Translate } from '@/i18n/translate'
import { getRegion } from '@/routing/regions'

/** The news regions present the blog as news, in its name as in its URLs. */
export const blogIndexTitle = (regionId: string, t: Translate) =>
  getRegion(regionId).blogAsNews ? t('blog.newsTitle') : t('blog.blogTitle')
