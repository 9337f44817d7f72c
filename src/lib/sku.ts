/** Anything else cannot be a SKU and is never sent to the CMS. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

export const isSku = (value: string): boolean => SKU_PATTERN.test(value)
