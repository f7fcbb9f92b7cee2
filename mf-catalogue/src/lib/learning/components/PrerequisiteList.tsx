import type { PrerequisiteView } from '../../domain/prerequisites';
import { useText } from '../../messages';
import { learningMessages } from '../messages';

export interface PrerequisiteListProps {
  prerequisites: readonly PrerequisiteView[];
  /** RequiredPrereqCount: how many must be complete. */
  required: number;
  headingLevel?: 2 | 3 | 4;
  /** The region's name when a page lists several children's prerequisites. */
  label?: string;
}

/** A curriculum child's prerequisites, each Complete, Needed or Blocked (spec 2 §3). */
export function PrerequisiteList({ prerequisites, required, headingLevel = 2, label }: PrerequisiteListProps) {
  const text = useText(learningMessages);
  if (prerequisites.length === 0) return null;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <section className="lp-prerequisites" aria-label={label ?? text('catalogue.learning.prerequisites.title')}>
      <Heading>{text('catalogue.learning.prerequisites.title')}</Heading>
      <p>{required < prerequisites.length ? text('catalogue.learning.prerequisites.some', { count: required }) : text('catalogue.learning.prerequisites.all')}</p>
      <ul>
        {prerequisites.map(({ id, item, state }) => (
          <li key={id} className={`lp-prerequisites__item lp-prerequisites__item--${state.toLowerCase()}`}>
            <span>{item?.Name ?? text('catalogue.learning.prerequisites.missing')}</span> <span className="lp-badge">{text(`catalogue.learning.prerequisites.${state}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
