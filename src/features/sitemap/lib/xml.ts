const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text and attribute values in XML: every URL here may carry `&` or an editor's slug. */
export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
