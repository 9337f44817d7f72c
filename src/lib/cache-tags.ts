/**
 * Cache tags shared by the content reads (which attach them) and the CMS hooks (which revalidate
 * them). One tag per collection and one per collection and region, so a publish in one region
 * does not throw away every other region's pages.
 */
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
