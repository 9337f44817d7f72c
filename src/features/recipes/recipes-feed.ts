import { rssFeed } from '@/components/feed/rss-feed'
import { listFeedRecipes } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'

export async function recipesFeedXml(scope: ContentScope, siteUrl: string): Promise<string> {
  const t = translator(scope.locale)
  return rssFeed(scope, siteUrl, await listFeedRecipes(scope), {
    title: (site) => t('recipes.feedTitle', { site }),
    description: (site) => t('recipes.feedDescription', { site }),
  })
}
