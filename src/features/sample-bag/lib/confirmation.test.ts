import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/messages/en'
import { jaJP } from '@/i18n/messages/ja-jp'
import { addedConfirmation } from './confirmation'

describe('addedConfirmation', () => {
  it('puts the product name in front of the spec message', () => {
    expect(addedConfirmation('Crispy Potato Tots', en['sampleBag.added'], 'en')).toBe(
      'Crispy Potato Tots has been added to your sample bag',
    )
  })

  it('runs on without a space in Japanese and Chinese', () => {
    expect(addedConfirmation('ポテト', jaJP['sampleBag.added'], 'ja-JP')).toBe(
      'ポテトがサンプルバッグに追加されました',
    )
  })
})
