import type { BlogPost } from '@/content/blog-post'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'

export interface PostProps {
  post: BlogPost
  scope: ContentScope
  t: Translate
}
