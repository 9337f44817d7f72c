export interface BreadcrumbItem {
  name: string
  /** Absolute URL; the current page, last, may go without one. */
  url?: string
}

/** schema.org BreadcrumbList: the trail as shown, the current page last. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url && { item: item.url }),
    })),
  }
}
