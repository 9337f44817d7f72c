/** Fields the grid blocks share. Their arrays get short `dbName`s: Postgres caps identifiers at 63. */
import type { Field, TextareaField, TextField } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { PALETTE_OPTIONS } from './palette'

export { anchorIdField } from '../in-page-navigation/anchor-id'

export function headingField(required = false): Field {
  return { name: 'heading', type: 'text', localized: true, required }
}

export const introField: Field = { name: 'intro', type: 'textarea', localized: true }

export function imageField(name = 'image', required = false): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    filterOptions: { mimeType: { contains: 'image/' } },
  }
}

export const cardTitleField: TextField = {
  name: 'title',
  type: 'text',
  localized: true,
  required: true,
}

export const cardTextField: TextareaField = { name: 'text', type: 'textarea', localized: true }

export function paletteField(): Field {
  return {
    name: 'color',
    type: 'select',
    required: true,
    defaultValue: 'forest',
    options: PALETTE_OPTIONS,
  }
}

/** Spec §9: a grid carries at most two calls to action. */
export function gridCallsToAction(dbName: string, maxRows = 2): Field {
  return { ...callsToActionField('callsToAction', maxRows), dbName } as Field
}
