import type { TextField } from 'payload'
import { isHexColour } from '../../lib/hex-colour'

export const themeColourField: TextField = {
  name: 'themeColor',
  type: 'text',
  admin: { description: 'Browser and app theme colour, as #rrggbb.' },
  validate: (value: string | null | undefined) =>
    !value || isHexColour(value) || 'Write the colour as # and six hex digits, e.g. #1d6b45.',
}
