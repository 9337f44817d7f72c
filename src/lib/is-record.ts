/** A plain object read from JSON or storage (not null, not an array), whose fields are unknown. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
