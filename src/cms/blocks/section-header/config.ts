import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'

export const SectionHeaderBlock: Block = {
  slug: 'sectionHeader',
  interfaceName: 'SectionHeaderBlock',
  graphQL: { singularName: 'SectionHeaderBlock' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'logoImage', type: 'upload', relationTo: 'media' },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'subHeading', type: 'textarea', localized: true },
    {
      name: 'h1',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Render the heading as the page h1.' },
    },
    callsToActionField('callsToAction', 2),
  ],
}
