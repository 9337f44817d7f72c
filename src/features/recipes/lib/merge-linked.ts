export function mergeLinked<T extends { id: number }>(
  lists: readonly (readonly T[])[],
  limit: number,
): T[] {
  const seen = new Set<number>()
  const merged: T[] = []
  for (const item of lists.flat()) {
    if (merged.length >= limit) break
    if (seen.has(item.id)) continue
    seen.add(item.id)
    merged.push(item)
  }
  return merged
}
