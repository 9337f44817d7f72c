import type { Field } from 'payload'

/** Spec "metadata tags (id, name)": free tags editors attach for filtering and reporting. */
export const metadataTagsField: Field = {
  name: 'tags',
  type: 'array',
  fields: [
    { name: 'tagId', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
  ],
}
