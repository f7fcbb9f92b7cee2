import type validateStatement from '@learninglocker/xapi-validation';

type Warning = ReturnType<typeof validateStatement>[number] & { typeName?: string; keys?: string[] };

/** The validator's findings as one message: '<path>: <what>; …', the first few only. */
export function describeWarnings(warnings: readonly Warning[]): string {
  return warnings
    .slice(0, 5)
    .map((warning: Warning) => {
      const path = (warning.path ?? []).join('.');
      const detail = warning.typeName ? `expected ${warning.typeName}` : warning.keys ? `unknown keys ${warning.keys.join(', ')}` : warning.name;
      return `${path}: ${detail}`;
    })
    .join('; ');
}
