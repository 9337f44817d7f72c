// Each Next route bundle loads its own copy of a module, so a module-level singleton is per bundle.
export function processWide<T>(name: string, make: () => T): T {
  const registry = ((globalThis as { __processWide?: Map<string, unknown> }).__processWide ??=
    new Map())
  if (!registry.has(name)) registry.set(name, make())
  return registry.get(name) as T
}
