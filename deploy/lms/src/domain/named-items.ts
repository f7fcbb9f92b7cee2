import type { NamedItem } from '@portal/contracts';

/** The tenant's named items with the user's own overrides applied (same name → the user's value wins). */
export function effectiveNamedItems(tenantItems: readonly NamedItem[], overrides: readonly NamedItem[] = []): NamedItem[] {
  const byName = new Map(tenantItems.map((item) => [item.name, item.value]));
  for (const item of overrides) byName.set(item.name, item.value);
  return [...byName].map(([name, value]) => ({ name, value }));
}

export function itemValue(items: readonly NamedItem[], name: string): string | undefined {
  return items.find((item) => item.name === name)?.value;
}
