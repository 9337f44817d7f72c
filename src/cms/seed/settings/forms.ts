import type { Locale } from '../../../routing/locales'
import { createLocalized, type SeedContext, tagsOf } from '../context'
import { FORM_ERROR_MESSAGE, FORMS, type SeedForm } from '../data/forms'

function formFields(form: SeedForm, locale: Locale) {
  return form.fields.map((field) => ({
    name: field.name,
    label: field.label[locale],
    prospectApiFieldId: field.prospectApiFieldId ?? null,
    displayType: field.displayType,
    width: field.width ?? 'full',
    isRequired: field.isRequired ?? false,
    errorMessage: field.errorMessage?.[locale] ?? null,
    defaultValue: field.defaultValue ?? null,
    options: (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.label[locale],
    })),
  }))
}

export async function seedForms(ctx: SeedContext, groupIds: Map<string, number>): Promise<void> {
  for (const form of FORMS) {
    await createLocalized(
      ctx,
      'forms',
      {
        internalTitle: form.internalTitle,
        formGroup: groupIds.get(form.group) ?? null,
        contactType: form.contactType,
        successLocation: form.successLocation ?? 'replaceForm',
        errorLocation: form.errorLocation ?? 'aboveForm',
        submitButtonAsCaptcha: form.captcha ?? false,
        regionTags: tagsOf('all'),
      },
      (locale) => ({
        title: form.title[locale],
        description: form.description[locale],
        successMessage: form.successMessage[locale],
        errorMessage: FORM_ERROR_MESSAGE[locale],
        submitButtonText: form.submitButtonText[locale],
        fields: formFields(form, locale),
      }),
    )
  }
}
