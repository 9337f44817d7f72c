import type { Block, Field } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

const amount = (
  name: string,
  defaultValue: number,
  range: { min: number; max: number },
): Field => ({
  name,
  type: 'number',
  required: true,
  ...range,
  defaultValue,
})
const positive = (name: string, defaultValue: number, max: number) =>
  amount(name, defaultValue, { min: 0.01, max })

/** decisions.md's calculator; the assumptions' defaults are the ones it gives. */
export const AvocadoCalculatorBlock: Block = {
  slug: 'avocadoCalculator',
  interfaceName: 'AvocadoCalculatorBlock',
  graphQL: { singularName: 'AvocadoCalculatorBlock' },
  fields: [
    anchorIdField,
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'USD',
      admin: {
        description: 'ISO 4217 code the money inputs and results are in, such as USD or MXN.',
      },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[A-Z]{3}$/.test(value)) ||
        'Three capital letters, such as USD.',
    },
    {
      name: 'assumptions',
      type: 'group',
      fields: [
        positive('lugWeightLb', 25, 200),
        positive('yieldPercent', 64, 100),
        amount('spoilagePercent', 8, { min: 0, max: 99 }),
        {
          name: 'prepMinutesPerLug',
          type: 'group',
          fields: [
            positive('mash', 30, 600),
            positive('diced', 40, 600),
            positive('sliced', 45, 600),
            positive('halves', 25, 600),
          ],
        },
      ],
    },
  ],
}
