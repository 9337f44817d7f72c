import type { PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { homePath } from '@/routing/build'
import styles from '../components/partner-program.module.css'
import { LazySignInForm } from '../components/partner-lazy.client'
import { partnerApiPath, partnerPath } from '../lib/partner-paths'
import type { PartnerSession } from '../server/partner-session'
import { SignedInNotice } from './signed-in-notice'

export function SignInScreen({
  scope,
  program,
  partner,
}: {
  scope: ContentScope
  program: PartnerProgram
  partner: PartnerSession | null
}) {
  const t = translator(scope.locale)
  const path = (screen: 'home' | 'forgot-password' | 'register') =>
    partnerPath(scope.regionId, scope.locale, program.segment, screen)
  return (
    <section className={`container ${styles.screen}`}>
      <h1>{t('partner.signInTitle', { program: program.name })}</h1>
      {partner ? (
        <SignedInNotice partner={partner} homeHref={path('home')} t={t} />
      ) : (
        <>
          <p>{t('partner.signInIntro')}</p>
          <LazySignInForm
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
          <p>
            <a href={path('forgot-password')}>{t('partner.forgotPassword')}</a>
          </p>
          <p>
            <a href={path('register')}>{t('registration.link', { program: program.name })}</a>
          </p>
        </>
      )}
    </section>
  )
}
