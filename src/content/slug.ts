/** The CMS slug rule: anything else is never sent to the CMS. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/

export const isSlug = (value: string) => SLUG.test(value)
