/**
 * Colours the stylesheets draw on each other, as token names (tokens.css). `on` lists the
 * background's layers from the top: a scrim over a photo ends with the worst photo for it (white
 * under a dark scrim, black under a light one). `min` is WCAG 2's AA ratio: 4.5 for text, 3 for
 * large text (24 px, or 18.7 px bold) and for focus rings and other UI parts (1.4.11).
 */
export interface ContrastPair {
  fg: string
  on: readonly string[]
  min: 4.5 | 3
  where: string
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { fg: '--color-text', on: ['--color-surface'], min: 4.5, where: 'body text, nav, tables' },
  { fg: '--color-text-muted', on: ['--color-surface'], min: 4.5, where: 'captions, hints, meta' },
  { fg: '--color-text', on: ['--color-surface-alt'], min: 4.5, where: 'light banners, success' },
  {
    fg: '--color-text-muted',
    on: ['--color-surface-alt'],
    min: 4.5,
    where: 'three-feature banner',
  },
  { fg: '--color-text', on: ['--color-surface-warm'], min: 4.5, where: 'comparison note' },
  { fg: '--color-brand-strong', on: ['--color-surface'], min: 4.5, where: 'headings, statuses' },
  { fg: '--color-brand-strong', on: ['--color-surface-alt'], min: 4.5, where: 'badges, hovers' },
  { fg: '--color-link', on: ['--color-surface'], min: 4.5, where: 'links' },
  { fg: '--color-link', on: ['--color-surface-alt'], min: 4.5, where: 'links on light banners' },
  { fg: '--color-link-hover', on: ['--color-surface'], min: 4.5, where: 'hovered links' },
  { fg: '--color-accent', on: ['--color-surface'], min: 4.5, where: 'eyebrows' },
  { fg: '--color-on-brand', on: ['--color-brand'], min: 4.5, where: 'primary buttons' },
  { fg: '--color-on-brand', on: ['--color-brand-strong'], min: 4.5, where: 'footer, dark banners' },
  { fg: '--color-on-brand', on: ['--color-accent'], min: 4.5, where: 'badges, earth banner' },
  {
    fg: '--color-on-brand',
    on: ['--veil-on-dark-15', '--color-brand-strong'],
    min: 4.5,
    where: 'footer social hover',
  },
  { fg: '--color-danger', on: ['--color-surface'], min: 4.5, where: 'form errors' },
  {
    fg: '--color-danger-strong',
    on: ['--color-surface'],
    min: 4.5,
    where: 'compare limit message',
  },
  { fg: '--color-text', on: ['--color-danger-surface'], min: 4.5, where: 'sample bag alert' },
  { fg: '--color-on-warning', on: ['--color-warning-surface'], min: 4.5, where: 'preview banner' },
  {
    fg: '--color-plain-text',
    on: ['--color-plain-surface'],
    min: 4.5,
    where: 'nutrition panel, print',
  },
  {
    fg: '--color-on-brand',
    on: ['--scrim-54', '--white'],
    min: 4.5,
    where: 'marquee over a photo',
  },
  { fg: '--color-on-brand', on: ['--scrim-60', '--white'], min: 4.5, where: 'dark image banner' },
  { fg: '--color-on-brand', on: ['--scrim-62', '--white'], min: 4.5, where: 'large banner copy' },
  {
    fg: '--color-on-brand',
    on: ['--scrim-brand-strong-94', '--white'],
    min: 4.5,
    where: 'hover grid text',
  },
  { fg: '--color-text', on: ['--scrim-light-70', '--black'], min: 4.5, where: 'light marquee' },
  {
    fg: '--color-text',
    on: ['--scrim-light-80', '--black'],
    min: 4.5,
    where: 'light image banner',
  },
  { fg: '--color-on-brand', on: ['--scrim-70', '--white'], min: 3, where: 'video play icon' },
  { fg: '--color-border-strong', on: ['--color-surface'], min: 3, where: 'form field borders' },
  { fg: '--color-focus', on: ['--color-surface'], min: 3, where: 'focus ring on the page' },
  { fg: '--color-focus', on: ['--color-surface-alt'], min: 3, where: 'focus ring, light banners' },
  { fg: '--color-focus', on: ['--scrim-light-80', '--black'], min: 3, where: 'light image banner' },
  {
    fg: '--color-focus-on-dark',
    on: ['--color-brand-strong'],
    min: 3,
    where: 'footer, dark banners',
  },
  { fg: '--color-focus-on-dark', on: ['--color-accent'], min: 3, where: 'earth banner' },
  {
    fg: '--color-focus-on-dark',
    on: ['--scrim-54', '--white'],
    min: 3,
    where: 'marquee over a photo',
  },
]
