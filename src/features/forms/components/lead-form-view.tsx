import { CmsImage } from '@/components/media/cms-image'
import type { LeadFormDefinition } from '@/content/forms'
import type { ContentScope } from '@/content/scope'
import { messagesFor } from '@/i18n/translate'
import { FORM_MESSAGE_KEYS, type FormMessages } from '../lib/form-messages'
import { phoneCountry } from '@/lib/phone-country'
import { DeferredLeadForm } from './deferred-lead-form.client'
import styles from './lead-form.module.css'

interface LeadFormViewProps {
  form: LeadFormDefinition
  scope: ContentScope
  pageUrl: string
  anchorId?: string | null
}

export function LeadFormView({ form, scope, pageUrl, anchorId }: LeadFormViewProps) {
  const { image, title, description, ...definition } = form
  const headingId = `lead-form-${form.id}-title`
  return (
    <section
      id={anchorId ?? undefined}
      className={styles.block}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && <h2 id={headingId}>{title}</h2>}
      {description && <p className={styles.intro}>{description}</p>}
      {image && <CmsImage image={image} sizes="(min-width: 768px) 48rem, 100vw" />}
      <DeferredLeadForm
        form={definition}
        regionId={scope.regionId}
        locale={scope.locale}
        pageUrl={pageUrl}
        country={phoneCountry(scope.regionId)}
        messages={messagesFor(scope.locale, FORM_MESSAGE_KEYS) as FormMessages}
        labelledBy={title ? headingId : undefined}
      />
    </section>
  )
}
