/** The site's brand colours (the CSS custom properties of the same names). */
export const PALETTE = {
  green900: '#123d2a',
  green700: '#1d6b45',
  green100: '#e6f2ea',
  earth600: '#8a5a24',
  yellow: '#e9c46a',
  white: '#ffffff',
} as const
