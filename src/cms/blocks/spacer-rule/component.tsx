import type { SpacerRuleBlockFieldsFragment } from '@/content/generated/graphql'

export function SpacerRule({ block }: { block: SpacerRuleBlockFieldsFragment }) {
  const size = block.size ?? 'medium'
  return block.showRule ? (
    <hr className={`spacer spacer-${size}`} />
  ) : (
    <div aria-hidden="true" className={`spacer spacer-${size}`} />
  )
}
