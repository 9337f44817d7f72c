/** Text made safe inside HTML or XML element content and quoted attributes (emails, seeded HTML, sitemaps). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
