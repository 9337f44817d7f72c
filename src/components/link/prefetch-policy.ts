export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

export function prefersLessData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  )
}

// Editors may link any path: route handlers (`/api/…`, a file extension) may act on a GET, and a
// query string may be rewritten to one, so neither is fetched until the visitor asks.
export function isPrefetchablePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split('#')[0] ?? ''
  if (path.includes('?')) return false
  if (path === '/api' || path.startsWith('/api/')) return false
  const last = path.split('/').pop() ?? ''
  return !/\.[a-z0-9]+$/i.test(last)
}
