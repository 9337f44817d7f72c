/** Every word of the query in the name, ignoring case: what the CMS's `like` does in SQL. */
export function nameMatches(name: string, query: string): boolean {
  const haystack = name.toLocaleLowerCase('en')
  return query
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
