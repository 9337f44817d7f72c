export interface EmailTemplate {
  subject: string
  body: string
}

export interface EmailValues {
  recipe: string
  url: string
}

const PLACEHOLDER = /\{(recipe|url)\}/g

export function fillEmailText(template: string, values: EmailValues): string {
  return template.replace(PLACEHOLDER, (_, name: keyof EmailValues) => values[name])
}

// A body without `{url}` still gets the link at its end, so the recipient can always open it.
// encodeURIComponent, not URLSearchParams: mail clients show a `+` for a space literally.
export function recipeMailto(template: EmailTemplate, values: EmailValues): string {
  const subject = fillEmailText(template.subject, values)
  const filled = fillEmailText(template.body, values)
  const body = template.body.includes('{url}') ? filled : `${filled}\n\n${values.url}`.trim()
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
