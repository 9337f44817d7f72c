export const VIDEO_SOURCES = ['youtube', 'wistia', 'hosted'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]
export type EmbeddedSource = Exclude<VideoSource, 'hosted'>

/** Ids as the providers issue them; anything else could smuggle a path or query into the embed URL. */
export const VIDEO_ID_PATTERNS: Record<EmbeddedSource, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  wistia: /^[a-z0-9]{10}$/,
}

export function isEmbeddedSource(source: string | null | undefined): source is EmbeddedSource {
  return source === 'youtube' || source === 'wistia'
}

export function videoIdError(
  source: string | null | undefined,
  videoId: string | null | undefined,
): string | true {
  if (!isEmbeddedSource(source)) return true
  if (!videoId) return 'A video id is required for YouTube and Wistia videos.'
  if (VIDEO_ID_PATTERNS[source].test(videoId)) return true
  return source === 'youtube'
    ? 'A YouTube id is 11 letters, digits, "-" or "_" (the part after "v=" in the video URL).'
    : 'A Wistia id is 10 lowercase letters or digits.'
}
