import { META } from './action-state'

const META_NAMES = new Set<string>(Object.values(META))

/** A no-JavaScript post as the JSON endpoint's body (without its key); repeated names (checkbox groups) become lists. */
export function formDataBody(formData: FormData): {
  body: Record<string, unknown>
  values: Record<string, string | string[]>
  size: number
} {
  const values: Record<string, string | string[]> = {}
  let size = 0
  for (const [name, entry] of formData.entries()) {
    const value = typeof entry === 'string' ? entry : ''
    size += name.length + value.length
    if (META_NAMES.has(name) || name.startsWith('$ACTION')) continue
    const previous = values[name]
    values[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return {
    body: {
      formId: Number(text(META.form)),
      regionId: text(META.region),
      locale: text(META.locale),
      pageUrl: text(META.page),
      captchaToken: text(META.token),
      values,
    },
    values,
    size,
  }
}
