import { describe, expect, it } from 'vitest'
import { LOCALES } from '../routing/locales'
import { MESSAGES } from './messages'
import { en, type MessageKey } from './messages/en'
import { messagesFor, translate, translator } from './translate'

const KEYS = Object.keys(en).sort() as MessageKey[]
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en')

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[0])

/** Strings made only of placeholders, digits, punctuation and symbols, such as '© {year} {company}'. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''))

describe('message tables', () => {
  it('has a table for every locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort())
    expect(MESSAGES.en).toBe(en)
  })

  describe.each(OTHER_LOCALES)('%s', (locale) => {
    const table = MESSAGES[locale]

    it('has exactly the English keys', () => {
      expect(Object.keys(table).sort()).toEqual(KEYS)
    })

    it.each(KEYS)('%s is a non-empty translation', (key) => {
      const message = table[key]
      expect(typeof message).toBe('string')
      expect(message.trim()).not.toBe('')
      if (hasWords(en[key])) expect(message).not.toBe(en[key])
      else expect(message).toBe(en[key])
    })

    it.each(KEYS)('%s keeps the English placeholders, symbols and ellipsis', (key) => {
      const source = en[key]
      const message = table[key]
      expect(placeholders(message).sort()).toEqual(placeholders(source).sort())
      if (source.includes('©')) expect(message).toContain('©')
      if (source.includes('…')) expect(message).toContain('…')
      if (source.includes('...')) expect(message).toContain('...')
      expect(message).not.toMatch(/undefined/)
    })
  })

  it('uses voseo for Argentine Spanish', () => {
    expect(MESSAGES['es-AR']['error.tryAgain']).toBe('Probá de nuevo')
    expect(MESSAGES['es-AR']['compare.limit']).toContain('podés')
  })

  it('keeps the compare limit number in every locale', () => {
    for (const locale of LOCALES) expect(MESSAGES[locale]['compare.limit']).toContain('3')
  })
})

describe('translator', () => {
  it('looks up the locale table', () => {
    expect(translator('en')('shell.home')).toBe('Home')
    expect(translator('es')('shell.home')).toBe('Inicio')
    expect(translator('pt-BR')('validation.required')).toBe('Este campo é obrigatório')
    expect(translator('ja-JP')('shell.language')).toBe('言語')
    expect(translate('zh', 'shell.region')).toBe('地区')
  })

  it('interpolates placeholders', () => {
    expect(translator('en')('shell.copyright', { year: 2025, company: 'Acme' })).toBe('© 2025 Acme')
    expect(translator('es')('shell.currentRegion', { region: 'México' })).toBe(
      'Región actual: México',
    )
    expect(translator('ko-KR')('favorites.removeConfirm', { name: '감자튀김' })).toBe(
      '즐겨찾기에서 감자튀김을(를) 삭제하시겠습니까?',
    )
    expect(translator('en')('shell.copyright', { year: 0, company: '' })).toBe('© 0 ')
  })

  it('drops placeholders without a value instead of printing undefined', () => {
    const t = translator('en')
    expect(t('favorites.removeConfirm')).toBe(
      'Are you sure you want to remove  from your favorites?',
    )
    expect(t('shell.copyright', { year: 2025 })).toBe('© 2025 ')
    expect(t('shell.currentRegion', { other: 'x' })).toBe('Current region: ')
    expect(t('shell.copyright')).not.toContain('undefined')
    expect(t('shell.copyright')).not.toContain('{')
  })

  it('leaves messages without placeholders untouched when values are given', () => {
    expect(translator('es-AR')('error.tryAgain', { name: 'x' })).toBe('Probá de nuevo')
  })

  it('falls back to English for an empty string', () => {
    const table = MESSAGES['ko-KR']
    const original = table['shell.home']
    table['shell.home'] = ''
    try {
      expect(translator('ko-KR')('shell.home')).toBe('Home')
      expect(messagesFor('ko-KR', ['shell.home'])).toEqual({ 'shell.home': 'Home' })
    } finally {
      table['shell.home'] = original
    }
    expect(translator('ko-KR')('shell.home')).toBe('홈')
  })
})

describe('messagesFor', () => {
  it('returns only the requested keys, resolved for the locale', () => {
    expect(messagesFor('pt-BR', ['shell.openMenu', 'shell.closeMenu'])).toEqual({
      'shell.openMenu': 'Abrir menu',
      'shell.closeMenu': 'Fechar menu',
    })
    expect(messagesFor('ja-JP', [])).toEqual({})
  })

  it('keeps placeholders for the client to fill in', () => {
    expect(messagesFor('zh', ['favorites.removeConfirm'])).toEqual({
      'favorites.removeConfirm': '确定要将 {name} 从收藏夹中移除吗？',
    })
  })
})
