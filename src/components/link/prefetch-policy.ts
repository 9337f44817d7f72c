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

// Route handlers (`/api/…`, file extensions, rewritten queries) may act on a GET: no prefetch.
export function isPrefetchablePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split('#')[0] ?? ''
  if (path.includes('?')) return false
  if (path === '/api' || path.startsWith('/api/')) return false
  const last = path.split('/').pop() ?? ''
  return !/\.[a-z0-9]+$/i.test(last)
}
