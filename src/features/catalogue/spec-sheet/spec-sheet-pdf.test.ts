import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { buildSpecSheet } from './sheet-model'
import { renderSpecSheetPdf } from './spec-sheet-pdf'
import { seededProduct } from './test-fixture'

const DATE = new Date('2026-05-01T12:00:00Z')
const SETTINGS = { hideImage: false, excludedKeys: [], disclaimer: null }

async function pdfOf(sku: string, regionId: string, locale: Locale) {
  const sheet = buildSpecSheet(
    seededProduct(sku, locale),
    { regionId, locale, t: translator(locale) },
    SETTINGS,
    DATE,
  )
  const bytes = await renderSpecSheetPdf(sheet)
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return { bytes, pages: pdf.numPages, text: text.replace(/\s+/g, ' ') }
}

describe('renderSpecSheetPdf', () => {
  it('writes a Japanese sheet whose text reads back: name, SKU, date, headings, nutrition', async () => {
    const { bytes, text } = await pdfOf('TF-10024', 'japan', 'ja-JP')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(text).toContain('モッツァレラスティック')
    expect(text).toContain('SKUコード TF-10024')
    expect(text).toContain('作成日：2026年5月1日')
    for (const heading of [
      '製品仕様',
      '原材料とアレルゲン',
      '配送と保管',
      '調理方法',
      '栄養成分表示',
    ])
      expect(text).toContain(heading)
    expect(text).toContain('食塩相当量')
  })

  it('embeds subsets of the fonts only, so a sheet stays small', async () => {
    const { bytes } = await pdfOf('TF-10024', 'japan', 'ja-JP')
    const fonts = [...bytes.toString('latin1').matchAll(/\/BaseFont \/([^\s/]+)/g)].map(
      (match) => match[1],
    )
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSans/)
    expect(bytes.length).toBeLessThan(150_000)
  })

  it.each([
    ['TF-10015', 'korea', 'ko-KR', ['허니버터 웨지 감자', '생성일: 2026년 5월 1일', '나트륨']],
    ['TF-10001', 'china', 'zh', ['生成日期：2026年5月1日', '产品规格']],
    [
      'TF-10024',
      'us',
      'en',
      [
        'Breaded Mozzarella Sticks',
        'SKU TF-10024',
        'Generated on May 1, 2026',
        'Total Fat 14g 18%',
      ],
    ],
    ['TF-10024', 'mexico', 'es', ['Generado el 1 de mayo de 2026', 'Especificaciones']],
  ] as const)('writes %s for %s in %s', async (sku, regionId, locale, expected) => {
    const { text } = await pdfOf(sku, regionId, locale)
    for (const phrase of expected) expect(text).toContain(phrase)
  })

  it('numbers the pages of a sheet that runs over one page', async () => {
    const { pages, text } = await pdfOf('TF-10024', 'us', 'en')
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain(`SKU TF-10024 · Generated on May 1, 2026 · ${pages}/${pages}`)
  })
})
