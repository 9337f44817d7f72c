import type { Metadata } from 'next'
import { PageView } from '@/components/layout/page-view'
import { getPageById } from '@/content/pages'
import { getPartnerProgram, type PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { FallbackBanner } from './components/fallback-banner'
import styles from './components/partner-program.module.css'
import { partnerPath, partnerScreenOf, type PartnerScreen } from './lib/partner-paths'
import { ForgotPasswordScreen, ResetPasswordScreen } from './screens/password-screens'
import { ProfileScreen } from './screens/profile-screen'
import { RegistrationScreen } from './screens/registration-screen'
import { SignInScreen } from './screens/sign-in-screen'
import { currentPartner } from './server/partner-session'

export interface PartnerRoute {
  program: PartnerProgram
  screen: PartnerScreen
}

/** The program's screen a page path names, when the region runs the program; else null. */
export async function partnerRouteFor(
  scope: ContentScope,
  path: readonly string[],
): Promise<PartnerRoute | null> {
  if (!path[0]?.endsWith('+')) return null
  const [program, on] = await Promise.all([
    getPartnerProgram(scope),
    isFeatureOn(scope, 'partnerProgram'),
  ])
  if (!program || !on) return null
  const screen = partnerScreenOf(path, program.segment)
  return screen ? { program, screen } : null
}

export function partnerScreenMetadata(scope: ContentScope, route: PartnerRoute): Metadata {
  const t = translator(scope.locale)
  const title = {
    home: route.program.name,
    'sign-in': t('partner.signInTitle', { program: route.program.name }),
    register: t('registration.title', { program: route.program.name }),
    profile: t('partner.profile'),
    'forgot-password': t('partner.resetRequestTitle'),
    'reset-password': t('partner.resetTitle'),
  }[route.screen]
  return { title, robots: { index: route.screen === 'home', follow: true } }
}

/** Guests get the program's fallback banner wherever a partner's screen would be. */
export async function PartnerScreenView({
  scope,
  route,
}: {
  scope: ContentScope
  route: PartnerRoute
}) {
  const { program, screen } = route
  const partner = await currentPartner()
  const t = translator(scope.locale)
  if (screen === 'sign-in')
    return <SignInScreen scope={scope} program={program} partner={partner} />
  if (screen === 'register')
    return <RegistrationScreen scope={scope} program={program} partner={partner} />
  if (screen === 'forgot-password') return <ForgotPasswordScreen scope={scope} program={program} />
  if (screen === 'reset-password') return <ResetPasswordScreen scope={scope} program={program} />
  if (!partner) {
    return (
      <div className={`container ${styles.screen}`}>
        <FallbackBanner
          program={program}
          headingLevel={1}
          signInHref={partnerPath(scope.regionId, scope.locale, program.segment, 'sign-in')}
          signInLabel={t('partner.signIn')}
        />
      </div>
    )
  }
  if (screen === 'profile')
    return <ProfileScreen scope={scope} program={program} partner={partner} />
  const page = program.indexPageId ? await getPageById(scope, program.indexPageId) : null
  if (!page) {
    return (
      <section className={`container ${styles.screen}`}>
        <h1>{program.name}</h1>
        <p>{t('partner.welcome', { name: partner.name || partner.email })}</p>
      </section>
    )
  }
  return <PageView page={page} scope={scope} />
}
