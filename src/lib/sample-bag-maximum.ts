/** How many products a sample bag holds when the region's settings do not say (decisions.md). */
export const DEFAULT_SAMPLE_BAG_MAXIMUM = 5
