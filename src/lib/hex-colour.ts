const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** `#rrggbb`, the one form a theme colour takes in the manifest, the meta tag and the CMS. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value)
}
