interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

/** Connections where prefetching pages the visitor may never open costs more than it saves. */
export function prefersLessData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g'
}
