import { axe } from 'jest-axe';

/** axe-core's rules on a rendered component (jsdom: no layout, so colour contrast is tokens.test.ts's job). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe(container);
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
