/** A Meta pixel id is digits only, so an editor's value cannot reach the script as code. */
export function metaPixelId(value: string | null | undefined): string | null {
  const id = value?.trim()
  return id && /^\d{1,20}$/.test(id) ? id : null
}
