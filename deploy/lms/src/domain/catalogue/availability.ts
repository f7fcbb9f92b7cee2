import type { ItemDefinition } from './definition';

/**
 * Spec 2 §4: available when the portal setting is not Hide and the mode is Always; never when Never;
 * otherwise now must fall within AvailableFrom to AvailableTo, a missing end meaning open.
 */
export function isAvailable(definition: Pick<ItemDefinition, 'PortalVisibility' | 'AvailabilityMode' | 'AvailableFrom' | 'AvailableTo'>, now: Date): boolean {
  if (definition.PortalVisibility === 'Hide') return false;
  const mode = definition.AvailabilityMode ?? 'Always';
  if (mode === 'Always') return true;
  if (mode === 'Never') return false;
  const time = now.getTime();
  if (definition.AvailableFrom && time < Date.parse(definition.AvailableFrom)) return false;
  return !definition.AvailableTo || time <= Date.parse(definition.AvailableTo);
}
