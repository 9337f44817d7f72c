import { contentCollection } from '../factory'

export const MAX_FORM_FIELDS = 20

export const FORM_FIELD_TYPES = [
  'Single Checkbox True/False',
  'Bot Honeypot',
  'Checkbox',
  'Date',
  'Dropdown',
  'Email',
  'Hidden',
  'Number',
  'Phone',
  'Radio',
  'Text',
  'Textarea',
] as const

export const Forms = contentCollection(
  {
    slug: 'forms',
    admin: { useAsTitle: 'internalTitle', group: 'Forms' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'title', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'formGroup', type: 'relationship', relationTo: 'form-groups' },
      { name: 'formHandler', type: 'text' },
      {
        name: 'contactType',
        type: 'select',
        defaultValue: 'Lead',
        options: ['Contact', 'Lead', 'Prospect'],
      },
      { name: 'successMessage', type: 'textarea', localized: true },
      {
        name: 'successLocation',
        type: 'select',
        defaultValue: 'replaceForm',
        options: ['replaceForm', 'aboveForm', 'page'],
      },
      { name: 'successPage', type: 'relationship', relationTo: 'pages' },
      { name: 'errorMessage', type: 'textarea', localized: true },
      {
        name: 'errorLocation',
        type: 'select',
        defaultValue: 'aboveForm',
        options: ['aboveForm', 'belowForm'],
      },
      { name: 'submitButtonAsCaptcha', type: 'checkbox', defaultValue: false },
      { name: 'submitButtonText', type: 'text', localized: true },
      {
        name: 'fields',
        type: 'array',
        maxRows: MAX_FORM_FIELDS,
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'label', type: 'text', localized: true },
          { name: 'prospectApiFieldId', type: 'text' },
          { name: 'displayType', type: 'select', required: true, options: [...FORM_FIELD_TYPES] },
          {
            name: 'width',
            type: 'select',
            defaultValue: 'full',
            options: ['full', 'half', 'third'],
          },
          { name: 'isRequired', type: 'checkbox', defaultValue: false },
          { name: 'errorMessage', type: 'text', localized: true },
          { name: 'defaultValue', type: 'text' },
          {
            name: 'options',
            type: 'array',
            fields: [
              { name: 'label', type: 'text', localized: true, required: true },
              { name: 'value', type: 'text', required: true },
            ],
          },
        ],
      },
    ],
  },
  { internal: true },
)
