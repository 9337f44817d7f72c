import { describe, expect, it } from 'vitest'
import { type Coverage, fontStack, splitRuns } from './fonts'

const fake = (name: string, test: RegExp): Coverage & { name: string } => ({
  name,
  covers: (codePoint) => test.test(String.fromCodePoint(codePoint)),
})
const latin = fake('latin', /[\u0000-\u00ff]/)
const cjk = fake('cjk', /[\u0020-\u007e\u3000-\u30ff\u4e00-\u9fff]/)
const named = (runs: { face: { name: string }; text: string }[]) =>
  runs.map((run) => [run.face.name, run.text])

describe('splitRuns', () => {
  it('gives each character the first font that has it', () => {
    expect(named(splitRuns('Café 12 lb', [latin, cjk]))).toEqual([['latin', 'Café 12 lb']])
    expect(named(splitRuns('Hello 世界! ok', [latin, cjk]))).toEqual([
      ['latin', 'Hello '],
      ['cjk', '世界'],
      ['latin', '! ok'],
    ])
    expect(named(splitRuns('作成日 é', [cjk, latin]))).toEqual([
      ['cjk', '作成日 '],
      ['latin', 'é'],
    ])
  })

  it('keeps spaces and combining marks with the character before them', () => {
    expect(named(splitRuns('世\u0301 界', [latin, cjk]))).toEqual([['cjk', '世\u0301 界']])
  })

  it('draws a character no font has with the first font, and nothing from an empty stack', () => {
    expect(named(splitRuns('😀', [latin, cjk]))).toEqual([['latin', '😀']])
    expect(splitRuns('text', [])).toEqual([])
  })
})

describe('fontStack', () => {
  const keys = (locale: Parameters<typeof fontStack>[0], weight: 'regular' | 'bold' = 'regular') =>
    fontStack(locale, weight).map((face) => face.key)

  it("puts the locale's own CJK font first, so shared Han characters take its forms", () => {
    expect(keys('ja-JP')).toEqual([
      'NotoSansJP-Regular.ttf',
      'NotoSansSC-Regular.ttf',
      'NotoSansKR-Regular.ttf',
    ])
    expect(keys('ko-KR')[0]).toBe('NotoSansKR-Regular.ttf')
    expect(keys('zh', 'bold')[0]).toBe('NotoSansSC-Bold.ttf')
    expect(keys('en')).toEqual([
      'NotoSansJP-Regular.ttf',
      'NotoSansSC-Regular.ttf',
      'NotoSansKR-Regular.ttf',
    ])
  })

  it.each([
    ['ja-JP', 'モッツァレラスティック（乳成分を含む）：2026年5月1日'],
    ['ko-KR', '모차렐라 스틱 · 생성일: 2026년 5월 1일'],
    ['zh', '马苏里拉奶酪条 · 生成日期：2026年5月1日'],
    ['es-AR', 'Bastones de mozzarella · Generado el 1 de mayo · 350°F × 2 min · ft³'],
  ] as const)('has a glyph for every character of %s text', (locale, sample) => {
    const stack = fontStack(locale, 'regular')
    const missing = [...sample].filter(
      (char) => !stack.some((face) => face.covers(char.codePointAt(0) ?? 0)),
    )
    expect(missing).toEqual([])
  })

  it('falls back to another CJK font for a character the first lacks', () => {
    const stack = fontStack('ja-JP', 'regular')
    const runs = splitRuns('-10°F～0°F', stack)
    expect(runs.map((run) => run.face.key)).toEqual([
      'NotoSansJP-Regular.ttf',
      'NotoSansSC-Regular.ttf',
      'NotoSansJP-Regular.ttf',
    ])
  })
})
