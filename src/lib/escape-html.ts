/** Text made safe inside HTML element content and quoted attributes (emails, seeded HTML). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
