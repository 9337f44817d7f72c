import { type Condition, isEmptyCondition, valuesCondition } from './conditions'

type Doc = Record<string, unknown>

const docs = (value: unknown): Doc[] =>
  Array.isArray(value)
    ? value.filter((item): item is Doc => !!item && typeof item === 'object')
    : []

const slugs = (value: unknown) =>
  docs(value).flatMap((doc) => (typeof doc.slug === 'string' ? [doc.slug] : []))

const ids = (value: unknown) =>
  (Array.isArray(value) ? value : []).flatMap((item) => {
    const id = item && typeof item === 'object' ? (item as Doc).id : item
    return typeof id === 'number' || typeof id === 'string' ? [String(id)] : []
  })

const strings = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string')

/**
 * The documents a facet template lists before any visitor choice: its categories and subcategories
 * (both, or either, by its join type), plus its individual items, narrowed by its initial query
 * filters. A template that names none of them lists the whole collection.
 */
export function templateBase(template: Doc): Condition[] {
  const categoryParts = [
    valuesCondition('categories', slugs(template.categories)),
    valuesCondition('categories', slugs(template.subcategories)),
  ].filter((condition) => !isEmptyCondition(condition))
  const items: Condition = { type: 'documents', docIds: ids(template.individualItems) }
  const chosen: Condition[] = []
  if (categoryParts.length > 0)
    chosen.push({ type: template.joinType === 'or' ? 'any' : 'all', conditions: categoryParts })
  if (items.type === 'documents' && items.docIds.length > 0) chosen.push(items)
  const base: Condition[] = chosen.length > 0 ? [{ type: 'any', conditions: chosen }] : []
  for (const filter of docs(template.initialQueryFilters)) {
    const attribute = typeof filter.title === 'string' ? filter.title.trim() : ''
    const values = strings(filter.values)
    if (!attribute || values.length === 0) continue
    const operator = filter.joinType === 'and' ? 'and' : 'or'
    base.push(valuesCondition(attribute, values, operator, filter.equality === 'notEquals'))
  }
  return base
}
