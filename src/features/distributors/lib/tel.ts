/** A `tel:` URI (RFC 3966): US numbers get +1, others keep their digits and a leading +. */
export function telHref(telephone: string, regionId: string): string | null {
  const digits = telephone.replace(/[^\d]/g, '')
  if (digits.length < 5 || digits.length > 15) return null
  if (telephone.trim().startsWith('+')) return `tel:+${digits}`
  if (regionId === 'us' && digits.length === 10) return `tel:+1${digits}`
  if (regionId === 'us' && digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return `tel:${digits}`
}
