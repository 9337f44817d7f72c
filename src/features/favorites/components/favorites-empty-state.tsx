import { CallToAction } from '@/components/link/call-to-action'
import type { ContentScope } from '@/content/scope'
import type { FavoritesTexts } from '../lib/texts'

/** Spec §3: the empty state's header, copy and call to action, all from the CMS. */
export function FavoritesEmptyState({ texts, scope }: { texts: FavoritesTexts; scope: ContentScope }) {
  return (
    <section aria-labelledby="favorites-empty">
      <h2 id="favorites-empty">{texts.emptyHeader}</h2>
      <p>{texts.emptyCopy}</p>
      {texts.emptyCta && (
        <div className="cta-row">
          <CallToAction cta={texts.emptyCta} regionId={scope.regionId} locale={scope.locale} />
        </div>
      )}
    </section>
  )
}
