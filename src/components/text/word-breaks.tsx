import { Fragment } from 'react'

// ICU picks its dictionary segmentation by script, so one segmenter serves every locale.
const words = new Intl.Segmenter('ja', { granularity: 'word' })
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

/**
 * The text with a line-break opportunity (<wbr>) between adjacent Chinese or Japanese words, which
 * have no spaces: with `word-break: keep-all` a narrow heading then wraps between words, not inside one.
 */
export function WordBreaks({ text }: { text: string }) {
  const parts = [...words.segment(text)].map(({ segment }) => segment)
  return parts.map((part, index) => {
    const previous = parts[index - 1]
    const joinsCjkWords =
      previous !== undefined && CJK.test(previous.at(-1) ?? '') && CJK.test(part[0] ?? '')
    return (
      <Fragment key={index}>
        {joinsCjkWords && <wbr />}
        {part}
      </Fragment>
    )
  })
}
