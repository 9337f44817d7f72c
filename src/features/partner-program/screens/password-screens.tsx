import type { PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import styles from '../components/partner-program.module.css'
import { LazyNewPasswordForm, LazyResetRequestForm } from '../components/partner-lazy.client'
import { partnerApiPath, partnerPath } from '../lib/partner-paths'

export function ForgotPasswordScreen({
  scope,
  program,
}: {
  scope: ContentScope
  program: PartnerProgram
}) {
  const t = translator(scope.locale)
  return (
    <section className={`container ${styles.screen}`}>
      <h1>{t('partner.resetRequestTitle')}</h1>
      <p>{t('partner.resetRequestIntro')}</p>
      <LazyResetRequestForm
        action={partnerApiPath(program.segment, 'password-reset')}
        region={scope.regionId}
        locale={scope.locale}
        texts={{
          email: t('partner.email'),
          submit: t('partner.sendResetLink'),
          sending: t('partner.sending'),
          required: t('validation.required'),
          invalidEmail: t('validation.email'),
          unexpected: t('error.request'),
        }}
      />
    </section>
  )
}

export function ResetPasswordScreen({
  scope,
  program,
}: {
  scope: ContentScope
  program: PartnerProgram
}) {
  const t = translator(scope.locale)
  return (
    <section className={`container ${styles.screen}`}>
      <h1>{t('partner.resetTitle')}</h1>
      <LazyNewPasswordForm
        action={partnerApiPath(program.segment, 'password')}
        locale={scope.locale}
        home={partnerPath(scope.regionId, scope.locale, program.segment)}
        texts={{
          password: t('partner.newPassword'),
          confirm: t('partner.confirmPassword'),
          rules: t('partner.passwordRules'),
          submit: t('partner.savePassword'),
          saving: t('partner.saving'),
          tooShort: t('partner.passwordTooShort'),
          differ: t('partner.passwordsDiffer'),
          invalidLink: t('partner.resetLinkInvalid'),
          unexpected: t('error.request'),
        }}
      />
    </section>
  )
}
