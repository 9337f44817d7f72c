/** A CMS text an editor left blank (or only spaces) reads as null, so callers can fall back. */
export const nonBlank = (value: string | null | undefined): string | null => value?.trim() || null
