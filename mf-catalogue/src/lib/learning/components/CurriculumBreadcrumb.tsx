import { Link } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { paths } from '../../../paths';
import { useText } from '../../messages';
import { learningMessages } from '../messages';

export interface CurriculumBreadcrumbProps {
  /** The curricula above the item, outermost first. */
  trail: readonly string[];
  /** Which of them the curriculum check found locked. */
  locked: ReadonlySet<string>;
  itemsById: ReadonlyMap<string, Pick<CatalogueItem, 'Name'>>;
  current: string;
}

/** Catalogue › outer curriculum › … › this item; each curriculum links to its page within its own parent. */
export function CurriculumBreadcrumb({ trail, locked, itemsById, current }: CurriculumBreadcrumbProps) {
  const text = useText(learningMessages);
  return (
    <nav className="lp-learning__breadcrumb" aria-label={text('catalogue.learning.breadcrumb')}>
      <ol>
        <li>
          <Link to={paths.index.href()}>{text('catalogue.learning.catalogue')}</Link>
        </li>
        {trail.map((id, position) => {
          const name = itemsById.get(id)?.Name ?? id;
          return (
            <li key={id}>
              <Link to={paths.curriculum.href(id, trail[position - 1])}>{locked.has(id) ? text('catalogue.learning.locked', { name }) : name}</Link>
            </li>
          );
        })}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
