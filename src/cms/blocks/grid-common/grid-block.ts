import type { ArrayField, Block, Field } from 'payload'
import { anchorIdField, headingField } from '../block-fields'
import { gridCallsToAction, introField } from './fields'

interface GridBlockOptions {
  slug: string
  /** The block's type name in TypeScript and GraphQL. */
  interfaceName: string
  headingRequired?: boolean
  /** The block's own fields, between the intro and the calls to action. */
  fields: Field[]
  callsToActionDbName: string
}

/** Every grid opens with an anchor, a heading and an intro and closes with its calls to action. */
export function gridBlock({
  slug,
  interfaceName,
  headingRequired = false,
  fields,
  callsToActionDbName,
}: GridBlockOptions): Block {
  return {
    slug,
    interfaceName,
    graphQL: { singularName: interfaceName },
    fields: [
      anchorIdField,
      headingField(headingRequired),
      introField,
      ...fields,
      gridCallsToAction(callsToActionDbName),
    ],
  }
}

/** The grid's cards: at least one, at most `maxRows`. */
export function gridItems(
  name: string,
  dbName: string,
  maxRows: number,
  fields: Field[],
): ArrayField {
  return { name, type: 'array', dbName, minRows: 1, maxRows, fields }
}
