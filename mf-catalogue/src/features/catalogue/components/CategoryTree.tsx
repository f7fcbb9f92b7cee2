import { memo, useId, useState } from 'react';
import type { MessageText } from '@portal/i18n';
import { Button } from '@portal/ui';
import type { CatalogueCategory } from '../../../lib/domain/categories';
import type { CatalogueMessageKey } from '../messages';

export interface CategoryTreeProps {
  roots: readonly CatalogueCategory[];
  /** Slug of the chosen category, if any. */
  selected: string | null;
  onSelect: (category: CatalogueCategory | null) => void;
  text: MessageText<CatalogueMessageKey>;
}

/**
 * The category tree (spec 2 §3 root/ hierarchy) as nested lists of buttons: each category is a
 * toggle (aria-pressed) and each parent has a disclosure button (aria-expanded), so the whole tree
 * works with Tab, Enter and Space. The branch holding the chosen category starts open.
 */
export const CategoryTree = memo(function CategoryTree({ roots, selected, onSelect, text }: CategoryTreeProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(pathTo(roots, selected)));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <nav className="lp-category-tree" aria-label={text('catalogue.catalogue.categories.label')}>
      <h2 className="lp-category-tree__heading">{text('catalogue.catalogue.categories.label')}</h2>
      <Button variant="link" className="lp-category-tree__choice" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {text('catalogue.catalogue.categories.all')}
      </Button>
      <Branch nodes={roots} open={open} toggle={toggle} selected={selected} onSelect={onSelect} text={text} />
    </nav>
  );
});

function Branch({
  nodes,
  open,
  toggle,
  selected,
  onSelect,
  text,
  id,
}: Omit<CategoryTreeProps, 'roots'> & { nodes: readonly CatalogueCategory[]; open: ReadonlySet<string>; toggle: (id: string) => void; id?: string }) {
  return (
    <ul className="lp-category-tree__list" id={id}>
      {nodes.map((node) => (
        <Node key={node.Id} node={node} open={open} toggle={toggle} selected={selected} onSelect={onSelect} text={text} />
      ))}
    </ul>
  );
}

function Node({
  node,
  open,
  toggle,
  selected,
  onSelect,
  text,
}: Omit<CategoryTreeProps, 'roots'> & { node: CatalogueCategory; open: ReadonlySet<string>; toggle: (id: string) => void }) {
  const childrenId = useId();
  const isOpen = open.has(node.Id);
  const isSelected = selected !== null && node.Slug.toLowerCase() === selected.toLowerCase();
  const nameClass = node.isVeryLongName ? ' lp-category-tree__choice--very-long' : node.isLongName ? ' lp-category-tree__choice--long' : '';
  return (
    <li>
      <span className="lp-category-tree__row">
        {node.children.length > 0 ? (
          <Button
            variant="link"
            className="lp-category-tree__toggle"
            aria-expanded={isOpen}
            aria-controls={isOpen ? childrenId : undefined}
            aria-label={text(isOpen ? 'catalogue.catalogue.categories.collapse' : 'catalogue.catalogue.categories.expand', { name: node.label })}
            onClick={() => toggle(node.Id)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
          </Button>
        ) : (
          <span className="lp-category-tree__spacer" aria-hidden="true" />
        )}
        <Button
          variant="link"
          className={`lp-category-tree__choice${nameClass}`}
          aria-pressed={isSelected}
          title={node.displayName}
          onClick={() => onSelect(isSelected ? null : node)}
        >
          {node.label}
        </Button>
      </span>
      {isOpen && node.children.length > 0 && <Branch id={childrenId} nodes={node.children} open={open} toggle={toggle} selected={selected} onSelect={onSelect} text={text} />}
    </li>
  );
}

/** Ids of the categories above the one with this slug (so its branch can start open). */
function pathTo(roots: readonly CatalogueCategory[], slug: string | null): string[] {
  if (!slug) return [];
  const key = slug.toLowerCase();
  const walk = (nodes: readonly CatalogueCategory[], above: string[]): string[] | null => {
    for (const node of nodes) {
      if (node.Slug.toLowerCase() === key) return above;
      const found = walk(node.children, [...above, node.Id]);
      if (found) return found;
    }
    return null;
  };
  return walk(roots, []) ?? [];
}
