/** Fields that grids and banners share. */
import type { TextareaField, TextField, UploadField } from 'payload'

export { anchorIdField } from './in-page-navigation/anchor-id'

export function headingField(required = false): TextField {
  return { name: 'heading', type: 'text', localized: true, required }
}

export function imageField(name = 'image', required = false): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    filterOptions: { mimeType: { contains: 'image/' } },
  }
}

export const titleField: TextField = {
  name: 'title',
  type: 'text',
  localized: true,
  required: true,
}

export const textField: TextareaField = { name: 'text', type: 'textarea', localized: true }
