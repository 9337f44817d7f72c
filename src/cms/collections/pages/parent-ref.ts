type Id = number | string

export type ParentRef =
  Id | { id: Id } | { relationTo: string; value: Id | { id: Id } } | null | undefined

export function idOf(ref: ParentRef): Id | null {
  if (ref === null || ref === undefined) return null
  if (typeof ref !== 'object') return ref
  if ('id' in ref) return ref.id
  return typeof ref.value === 'object' ? ref.value.id : ref.value
}
