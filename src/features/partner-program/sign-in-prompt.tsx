import { getPartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { visitorOf } from '@/lib/visitor'
import { partnerPath } from './lib/partner-paths'

/** Under the permission message of a gated page: a guest may sign in and come back to it. */
export async function SignInPrompt({ scope }: { scope: ContentScope }) {
  if (visitorOf(scope).signedIn) return null
  const [program, on] = await Promise.all([
    getPartnerProgram(scope),
    isFeatureOn(scope, 'partnerProgram'),
  ])
  if (!program || !on) return null
  const t = translator(scope.locale)
  return (
    <p>
      <a
        href={partnerPath(scope.regionId, scope.locale, program.segment, 'sign-in')}
        className="button button-primary"
      >
        {t('partner.signIn')}
      </a>
    </p>
  )
}
