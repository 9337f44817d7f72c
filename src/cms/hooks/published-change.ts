import type { CollectionAfterChangeHook } from 'payload'

interface StatusDoc {
  _status?: string | null
}

/**
 * Whether a save can change what visitors see. A draft save (autosave included) writes only a
 * version and leaves the published document as it was, so with drafts on, only a save that is
 * published, or follows a published state (an unpublish), can. A draft save straight after a
 * publish counts too: its `previousDoc` is that published version, which costs one needless pass.
 */
export function changesPublished(
  drafts: boolean,
  doc: StatusDoc | null | undefined,
  previousDoc: StatusDoc | null | undefined,
): boolean {
  return !drafts || doc?._status === 'published' || previousDoc?._status === 'published'
}

/** Runs `hook` only for saves that can change the published document (see `changesPublished`). */
export function onPublishedChange(hook: CollectionAfterChangeHook): CollectionAfterChangeHook {
  return (args) =>
    changesPublished(Boolean(args.collection.versions?.drafts), args.doc, args.previousDoc)
      ? hook(args)
      : args.doc
}
