import type { Block } from 'payload'

export const SpacerRuleBlock: Block = {
  slug: 'spacerRule',
  interfaceName: 'SpacerRuleBlock',
  graphQL: { singularName: 'SpacerRuleBlock' },
  fields: [
    { name: 'size', type: 'select', defaultValue: 'medium', options: ['small', 'medium', 'large'] },
    { name: 'showRule', type: 'checkbox', defaultValue: true },
  ],
}
