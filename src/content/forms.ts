import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { pagePath } from '@/routing/build'
import { runQuery } from './client'
import {
  type Form_Fields_DisplayType,
  LeadFormDocument,
  type LeadFormQuery,
} from './generated/graphql'
import { type Image, toImage } from './images'
import { pageSlugs } from './links'
import { type ContentScope, scopeVariables } from './scope'
import { nonBlank } from './text'

export type FormFieldType =
  | 'single-checkbox'
  | 'honeypot'
  | 'checkbox'
  | 'date'
  | 'dropdown'
  | 'email'
  | 'hidden'
  | 'number'
  | 'phone'
  | 'radio'
  | 'text'
  | 'textarea'

const FIELD_TYPES: Record<Form_Fields_DisplayType, FormFieldType> = {
  SingleCheckboxTrue_False: 'single-checkbox',
  BotHoneypot: 'honeypot',
  Checkbox: 'checkbox',
  Date: 'date',
  Dropdown: 'dropdown',
  Email: 'email',
  Hidden: 'hidden',
  Number: 'number',
  Phone: 'phone',
  Radio: 'radio',
  Text: 'text',
  Textarea: 'textarea',
}

export interface FormFieldOption {
  label: string
  value: string
}

export interface FormField {
  name: string
  label: string
  prospectApiFieldId: string | null
  type: FormFieldType
  width: 'full' | 'half' | 'third'
  required: boolean
  errorMessage: string | null
  defaultValue: string
  options: FormFieldOption[]
}

export interface LeadFormDefinition {
  id: number
  /** The editors' name for the form (its internal title): what analytics reports it as. */
  name: string
  title: string | null
  description: string | null
  image: Image | null
  formGroupId: number | null
  contactType: string | null
  successMessage: string | null
  successLocation: 'replaceForm' | 'aboveForm' | 'page'
  /** The success page in the visitor's region and locale. */
  successHref: string | null
  errorMessage: string | null
  errorLocation: 'aboveForm' | 'belowForm'
  captcha: boolean
  submitButtonText: string | null
  fields: FormField[]
}

type FormDoc = NonNullable<LeadFormQuery['Forms']>['docs'][number]
type FieldDoc = NonNullable<FormDoc['fields']>[number]

/** Fields the CMS left without a name or type cannot be posted; the first of a name wins. */
function toFields(docs: readonly FieldDoc[]): FormField[] {
  const seen = new Set<string>()
  return docs.flatMap((doc) => {
    const name = doc.name?.trim()
    if (!name || !doc.displayType || seen.has(name)) return []
    seen.add(name)
    const options = (doc.options ?? []).flatMap((option) =>
      option.value ? [{ value: option.value, label: option.label ?? option.value }] : [],
    )
    return {
      name,
      label: doc.label ?? name,
      prospectApiFieldId: nonBlank(doc.prospectApiFieldId),
      type: FIELD_TYPES[doc.displayType],
      width: doc.width ?? 'full',
      required: doc.isRequired === true,
      errorMessage: nonBlank(doc.errorMessage),
      defaultValue: doc.defaultValue ?? '',
      options,
    }
  })
}

function toForm(scope: ContentScope, doc: FormDoc): LeadFormDefinition {
  const page = doc.successPage
  return {
    id: doc.id,
    name: doc.internalTitle?.trim() ?? '',
    title: nonBlank(doc.title),
    description: nonBlank(doc.description),
    image: toImage(doc.image),
    formGroupId: doc.formGroup?.id ?? null,
    contactType: nonBlank(doc.contactType),
    successMessage: nonBlank(doc.successMessage),
    successLocation: doc.successLocation ?? 'replaceForm',
    successHref: page ? pagePath(scope.regionId, scope.locale, pageSlugs(page)) : null,
    errorMessage: nonBlank(doc.errorMessage),
    errorLocation: doc.errorLocation ?? 'aboveForm',
    captcha: doc.submitButtonAsCaptcha === true,
    submitButtonText: nonBlank(doc.submitButtonText),
    fields: toFields(doc.fields ?? []),
  }
}

/** A published form tagged for the scope's region, or null. */
export async function getLeadForm(
  scope: ContentScope,
  id: number,
): Promise<LeadFormDefinition | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(
    scope,
    LeadFormDocument,
    { id, ...vars },
    {
      tags: [
        ...tagsFor('forms', vars.regionTag),
        collectionTag('form-groups'),
        collectionTag('pages'),
        collectionTag('media'),
      ],
    },
  )
  const doc = data.Forms?.docs[0]
  return doc ? toForm(scope, doc) : null
}
