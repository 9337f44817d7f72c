import { PageView } from '@/components/layout/page-view'
import { getPageById } from '@/content/pages'
import type { PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import type { MessageKey } from '@/i18n/messages'
import { translator } from '@/i18n/translate'
import { phoneCountry } from '@/lib/phone-country'
import styles from '../components/partner-program.module.css'
import { LazyRegistrationForm } from '../components/partner-lazy.client'
import { partnerApiPath, partnerPath } from '../lib/partner-paths'
import { REGISTRATION_FIELDS, type RegistrationField } from '../lib/registration-fields'
import type { PartnerSession } from '../server/partner-session'
import { SignedInNotice } from './signed-in-notice'

const PROBLEM_KEYS: readonly MessageKey[] = [
  'validation.required',
  'validation.email',
  'validation.phone',
  'registration.tooLong',
  'registration.invalid',
]

function RegistrationSection({
  scope,
  program,
  headingLevel,
}: {
  scope: ContentScope
  program: PartnerProgram
  headingLevel: 1 | 2
}) {
  const t = translator(scope.locale)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const fields = Object.fromEntries(
    REGISTRATION_FIELDS.map((field) => [field, t(`registration.${field}`)]),
  ) as Record<RegistrationField, string>
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="partner-registration">
      <Heading id="partner-registration">
        {t('registration.title', { program: program.name })}
      </Heading>
      <p>{t('registration.intro')}</p>
      <p>
        {t('registration.alreadyPartner')}{' '}
        <a href={partnerPath(scope.regionId, scope.locale, program.segment, 'sign-in')}>
          {t('partner.signIn')}
        </a>
      </p>
      <LazyRegistrationForm
        action={partnerApiPath(program.segment, 'registration')}
        regionId={scope.regionId}
        locale={scope.locale}
        phoneCountry={phoneCountry(scope.regionId) ?? null}
        texts={{
          fields,
          customerNumberHint: t('registration.customerNumberHint'),
          modeLegend: t('registration.modeLegend'),
          modes: { create: t('registration.modeCreate'), register: t('registration.modeRegister') },
          submit: t('registration.submit'),
          sending: t('partner.sending'),
          fixErrors: t('registration.fixErrors'),
          unexpected: t('registration.unavailable'),
          problems: Object.fromEntries(PROBLEM_KEYS.map((key) => [key, t(key)])),
          trapLabel: 'Website',
        }}
      />
    </section>
  )
}

/** The program's registration page from its settings, with the request form under it. */
export async function RegistrationScreen({
  scope,
  program,
  partner,
}: {
  scope: ContentScope
  program: PartnerProgram
  partner: PartnerSession | null
}) {
  const t = translator(scope.locale)
  if (partner) {
    return (
      <section className={`container ${styles.screen}`}>
        <h1>{t('registration.title', { program: program.name })}</h1>
        <SignedInNotice
          partner={partner}
          homeHref={partnerPath(scope.regionId, scope.locale, program.segment)}
          t={t}
        />
      </section>
    )
  }
  const page = program.registrationPageId
    ? await getPageById(scope, program.registrationPageId)
    : null
  if (!page) return <RegistrationSection scope={scope} program={program} headingLevel={1} />
  return (
    <PageView
      page={page}
      scope={scope}
      after={<RegistrationSection scope={scope} program={program} headingLevel={2} />}
    />
  )
}
