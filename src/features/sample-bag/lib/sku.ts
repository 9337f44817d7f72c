/**
 * The catalogue's sku shape. `content/products.ts` holds the same pattern but is server-only, and
 * the bag and the order form check skus in the browser too.
 */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

export const isBagSku = (value: string): boolean => SKU_PATTERN.test(value)
