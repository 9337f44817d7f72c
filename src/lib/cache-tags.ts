// Per region too, so a publish in one region keeps every other region's cached pages.
export function collectionTag(collection: string): string {
  return `cms:${collection}`
}

export function regionalTag(collection: string, regionTag: string): string {
  return `cms:${collection}:${regionTag}`
}

export function tagsFor(collection: string, regionTag?: string | null): string[] {
  return regionTag
    ? [collectionTag(collection), regionalTag(collection, regionTag)]
    : [collectionTag(collection)]
}
