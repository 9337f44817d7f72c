import { describe, expect, it } from 'vitest'
import { fillName, nameTemplate } from './name-template'

describe('nameTemplate', () => {
  it('puts the name in front of a message without a slot', () => {
    expect(fillName(nameTemplate('has been added to your favorites.', 'en'), 'Fries')).toBe(
      'Fries has been added to your favorites.',
    )
    expect(fillName(nameTemplate('がお気に入りに追加されました。', 'ja-JP'), 'ポテト')).toBe(
      'ポテトがお気に入りに追加されました。',
    )
    expect(fillName(nameTemplate('제품이 즐겨찾기에 추가되었습니다.', 'ko-KR'), '감자튀김')).toBe(
      '감자튀김 제품이 즐겨찾기에 추가되었습니다.',
    )
  })

  it('keeps a slot the editor placed', () => {
    const message = 'Are you sure you want to remove {name} from your favorites?'
    expect(nameTemplate(message, 'en')).toBe(message)
    expect(fillName(message, 'Fries')).toBe(
      'Are you sure you want to remove Fries from your favorites?',
    )
  })
})

describe('fillName', () => {
  it('inserts names literally, even ones that look like patterns or slots', () => {
    expect(fillName('{name} added', '$& {name} $1')).toBe('$& {name} $1 added')
  })
})
