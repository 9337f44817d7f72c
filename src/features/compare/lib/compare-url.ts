/** An empty list still names the (empty) selection. */
export function withSkus(comparePath: string, skus: readonly string[]): string {
  return `${comparePath}?skus=${skus.map(encodeURIComponent).join(',')}`
}
