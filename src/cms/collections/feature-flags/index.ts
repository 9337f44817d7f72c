import { FEATURE_FLAG_IDS, isFeatureFlagId } from '../../../lib/feature-flags'
import { contentCollection } from '../factory'

const knownFlag = (value: unknown): true | string =>
  isFeatureFlagId(value) || `Use one of: ${FEATURE_FLAG_IDS.join(', ')}`

/** A feature whose flag is off in a region is absent there; a region with no flag has it on. */
export const FeatureFlags = contentCollection(
  {
    slug: 'feature-flags',
    admin: {
      useAsTitle: 'flagId',
      group: 'Settings',
      defaultColumns: ['flagId', 'active', 'regionTags'],
    },
    fields: [
      {
        name: 'flagId',
        type: 'text',
        required: true,
        index: true,
        validate: knownFlag,
        admin: { description: `The feature it switches: ${FEATURE_FLAG_IDS.join(', ')}.` },
      },
      { name: 'active', type: 'checkbox', defaultValue: false },
    ],
  },
  { drafts: false, internal: true },
)
