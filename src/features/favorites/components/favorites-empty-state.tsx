import { CallToAction } from '@/components/link/call-to-action'
import type { ContentScope } from '@/content/scope'
import type { FavoriteKind } from '../lib/entry'
import type { FavoritesTexts } from '../lib/texts'

interface FavoritesEmptyStateProps {
  texts: FavoritesTexts
  scope: ContentScope
  kind: FavoriteKind
  headingLevel?: 2 | 3
  /** Unique on the page; a page with one list of each kind can use the default. */
  id?: string
}

export function FavoritesEmptyState({
  texts,
  scope,
  kind,
  headingLevel = 2,
  id = `favorites-empty-${kind}`,
}: FavoritesEmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{texts.emptyHeader}</Heading>
      <p>{texts.emptyCopy}</p>
      {texts.emptyCta && (
        <div className="cta-row">
          <CallToAction cta={texts.emptyCta} regionId={scope.regionId} locale={scope.locale} />
        </div>
      )}
    </section>
  )
}
