import type { Metadata } from 'next'
import { PageView } from '@/components/layout/page-view'
import { RichText } from '@/components/rich-text/rich-text'
import { getPageById } from '@/content/pages'
import { getPartnerProgram, type PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { homePath } from '@/routing/build'
import { FallbackBanner } from './components/fallback-banner'
import styles from './components/partner-program.module.css'
import { ProfileView } from './components/profile-view.client'
import { SignInForm } from './components/sign-in-form.client'
import {
  partnerApiPath,
  partnerPath,
  partnerScreenOf,
  type PartnerScreen,
} from './lib/partner-paths'
import { currentPartner, type PartnerSession } from './server/partner-session'

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
    profile: t('partner.profile'),
  }[route.screen]
  return { title, robots: { index: route.screen === 'home', follow: true } }
}

function SignInScreen({
  scope,
  program,
  partner,
}: {
  scope: ContentScope
  program: PartnerProgram
  partner: PartnerSession | null
}) {
  const t = translator(scope.locale)
  const home = partnerPath(scope.regionId, scope.locale, program.segment)
  return (
    <section className={`container ${styles.screen}`}>
      <h1>{t('partner.signInTitle', { program: program.name })}</h1>
      {partner ? (
        <>
          <p>{t('partner.alreadySignedIn', { email: partner.email })}</p>
          <p>
            <a className="button button-primary" href={home}>
              {t('partner.continue')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('partner.signInIntro')}</p>
          <SignInForm
            action={partnerApiPath(program.segment, 'session')}
            locale={scope.locale}
            home={homePath(scope.regionId, scope.locale)}
            texts={{
              email: t('partner.email'),
              password: t('partner.password'),
              submit: t('partner.signIn'),
              signingIn: t('auth.signingIn'),
              signedIn: t('partner.signedIn'),
              required: t('validation.required'),
              invalidEmail: t('validation.email'),
              unexpectedTitle: t('auth.unexpectedSignIn'),
              unexpected: t('error.signIn'),
            }}
          />
        </>
      )}
    </section>
  )
}

function ProfileScreen({
  scope,
  program,
  partner,
}: {
  scope: ContentScope
  program: PartnerProgram
  partner: PartnerSession
}) {
  const t = translator(scope.locale)
  return (
    <section className="container">
      <h1>{t('partner.profile')}</h1>
      <ProfileView
        salesforceUserId={partner.salesforceUserId}
        url={partnerApiPath(program.segment, 'profile')}
        locale={scope.locale}
        notFoundMessage={<RichText data={program.profileNotFoundMessage} scope={scope} />}
        texts={{
          loading: t('partner.profileLoading'),
          refresh: t('partner.refreshProfile'),
          notFound: t('error.profileNotFound'),
          operationName: t('partner.operationName'),
          segment: t('partner.segment'),
          address: t('partner.address'),
          city: t('partner.city'),
          state: t('partner.state'),
          zip: t('partner.zip'),
          phone: t('partner.phone'),
          email: t('partner.emailAddress'),
          partnerSince: t('partner.partnerSince'),
          salesContact: t('partner.salesContact'),
          contactName: t('partner.contactName'),
        }}
      />
    </section>
  )
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
