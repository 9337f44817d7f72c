import { getLeadForm } from '@/content/forms'
import type { ContentScope } from '@/content/scope'
import { messagesFor, translate } from '@/i18n/translate'
import { DeferredLeadForm } from './components/deferred-lead-form.client'
import styles from './components/lead-form.module.css'
import { FORM_MESSAGE_KEYS, type FormMessages } from './lib/form-messages'
import { phoneCountry } from '@/lib/phone-country'

interface FooterSignupProps {
  formId: number
  scope: ContentScope
}

/** The footer's email sign-up, compact; a post without JavaScript comes back on the same page. */
export async function FooterSignup({ formId, scope }: FooterSignupProps) {
  const form = await getLeadForm(scope, formId)
  if (!form) return null
  const { title, description, ...definition } = form
  const headingId = `footer-signup-${form.id}`
  return (
    <section className={styles.footerSignup} aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? translate(scope.locale, 'forms.signupLabel')}</h2>
      {description && <p>{description}</p>}
      <DeferredLeadForm
        form={definition}
        regionId={scope.regionId}
        locale={scope.locale}
        country={phoneCountry(scope.regionId)}
        messages={messagesFor(scope.locale, FORM_MESSAGE_KEYS) as FormMessages}
        labelledBy={headingId}
        compact
      />
    </section>
  )
}
