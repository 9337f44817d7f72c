/** Fields the grid blocks share. Their arrays get short `dbName`s: Postgres caps identifiers at 63. */
import type { Field } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { PALETTE_OPTIONS } from './palette'

export const introField: Field = { name: 'intro', type: 'textarea', localized: true }

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
