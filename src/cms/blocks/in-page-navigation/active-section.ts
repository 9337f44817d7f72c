/**
 * The section to mark in the navigation: the first one, in navigation order, inside the reading
 * band. Between sections none is, and the last one stays marked rather than flickering off.
 */
export function activeSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return order.find((id) => visible.has(id)) ?? previous
}
