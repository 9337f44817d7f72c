import type { Block, TextFieldSingleValidation, UploadFieldSingleValidation } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'
import { VIDEO_SOURCES, videoIdError } from '@/lib/video-id'

const validateVideoId: TextFieldSingleValidation = (value, { siblingData }) =>
  videoIdError((siblingData as { source?: string }).source, value)

const validateFile: UploadFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { source?: string }).source !== 'hosted' || value
    ? true
    : 'Choose the video file to play.'

const isSource = (source: string) => (_: unknown, siblingData: { source?: string }) =>
  siblingData.source === source

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  graphQL: { singularName: 'VideoBlock' },
  fields: [
    anchorIdField,
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'youtube',
      options: [...VIDEO_SOURCES],
    },
    {
      name: 'videoId',
      type: 'text',
      validate: validateVideoId,
      admin: {
        condition: (_, siblingData: { source?: string }) => siblingData.source !== 'hosted',
        description: 'YouTube: the 11-character id after "v=". Wistia: the 10-character media id.',
      },
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Names the play button and the player.' },
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
      admin: {
        description:
          'Shown until the visitor presses play; nothing loads from YouTube or Wistia before.',
      },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      validate: validateFile,
      filterOptions: { mimeType: { contains: 'video/' } },
      admin: { condition: isSource('hosted') },
    },
  ],
}
