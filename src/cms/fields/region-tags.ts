import type { Field } from 'payload'
import { ALL_REGION_IDS, regionTag } from '../../routing/regions'

export const REGION_TAG_OPTIONS = ALL_REGION_IDS.map((id) => ({ label: id, value: regionTag(id) }))

export const regionTagsField: Field = {
  name: 'regionTags',
  type: 'select',
  hasMany: true,
  required: true,
  index: true,
  options: REGION_TAG_OPTIONS,
  admin: { position: 'sidebar', description: 'Regions where this entry is shown.' },
}
