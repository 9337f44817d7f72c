import type { Locale } from '@/routing/locales'
import { WordBreaks } from './word-breaks'

/**
 * An editor's heading. Chinese gets a <wbr> between words because Chromium has no phrase
 * segmenter for it (Japanese headings wrap by `word-break: auto-phrase`, the rest at spaces), so
 * only Chinese pages change.
 */
export function HeadingText({ text, locale }: { text: string | null | undefined; locale: Locale }) {
  return locale === 'zh' ? text && <WordBreaks text={text} /> : text
}
