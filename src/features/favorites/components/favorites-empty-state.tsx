import { CallToAction } from '@/components/link/call-to-action'
import type { ContentScope } from '@/content/scope'
import type { FavoriteKind } from '../lib/entry'
import type { FavoritesTexts } from '../lib/texts'

interface FavoritesEmptyStateProps {
  texts: FavoritesTexts
  scope: ContentScope
  kind: FavoriteKind
  headingLevel?: 2 | 3
}

export function FavoritesEmptyState({
  texts,
  scope,
  kind,
  headingLevel = 2,
}: FavoritesEmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const id = `favorites-empty-${kind}`
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
