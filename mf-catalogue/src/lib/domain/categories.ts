import { compareText } from '@portal/i18n';
import type { Category } from '@portal/contracts/catalogue';

/** Spec 2 §3: hierarchical category names start with this prefix ('root/Clinical/Infection control'). */
export const CATEGORY_ROOT = 'root/';
/** Spec 2 §9: category names longer than these are flagged (the tree and filters widen for them). */
export const LONG_CATEGORY_NAME = 20;
export const VERY_LONG_CATEGORY_NAME = 30;

export interface CatalogueCategory extends Category {
  /** The name cut at 'root/': 'Clinical/Infection control'. */
  displayName: string;
  /** The last part of the hierarchical name, what the tree shows: 'Infection control'. */
  label: string;
  /** The nearest category above this one in the hierarchy, if any. */
  parentId: string | null;
  depth: number;
  children: CatalogueCategory[];
  /** Longer than 20 characters (spec 2 §9). */
  isLongName: boolean;
  /** Longer than 30 characters (spec 2 §9). */
  isVeryLongName: boolean;
}

export interface LongNameFlags {
  /** Some category name is longer than 20 characters. */
  over20: boolean;
  /** Some category name is longer than 30 characters. */
  over30: boolean;
}

/** Spec 2 §3: displayName is the name cut at 'root/'. */
export function categoryDisplayName(name: string): string {
  return name.startsWith(CATEGORY_ROOT) ? name.slice(CATEGORY_ROOT.length) : name;
}

export function longNameFlags(categories: Iterable<Pick<CatalogueCategory, 'isLongName' | 'isVeryLongName'>>): LongNameFlags {
  const flags = { over20: false, over30: false };
  for (const category of categories) {
    flags.over20 ||= category.isLongName;
    flags.over30 ||= category.isVeryLongName;
  }
  return flags;
}

const byIndexThenName = (a: CatalogueCategory, b: CatalogueCategory) => a.Index - b.Index || compareText(a.label, b.label);

/** A category as the portal shows it (its display name and label), not yet placed in the tree. */
export function categoryNode(category: Category): CatalogueCategory {
  const displayName = categoryDisplayName(category.Name);
  const hierarchical = category.Name.startsWith(CATEGORY_ROOT);
  const parts = hierarchical ? displayName.split('/').filter(Boolean) : [displayName];
  const label = parts[parts.length - 1] ?? displayName;
  return {
    ...category,
    displayName,
    label,
    parentId: null,
    depth: 0,
    children: [],
    isLongName: label.length > LONG_CATEGORY_NAME,
    isVeryLongName: label.length > VERY_LONG_CATEGORY_NAME,
  };
}

/**
 * The categories with their hierarchy (spec 2 §3 CategoriesWithHierarchy). A 'root/A/B' category
 * sits under 'root/A', or under its nearest ancestor present when 'root/A' is missing, or at the top.
 * Names without 'root/' are top-level. Siblings are ordered by Index, then name.
 */
export function buildCategoryTree(categories: readonly Category[]): { categories: CatalogueCategory[]; roots: CatalogueCategory[] } {
  const nodes = categories.map(categoryNode);
  const byPath = new Map<string, CatalogueCategory>();
  for (const node of nodes) if (node.Name.startsWith(CATEGORY_ROOT)) byPath.set(node.displayName, node);

  const roots: CatalogueCategory[] = [];
  for (const node of nodes) {
    const parent = node.Name.startsWith(CATEGORY_ROOT) ? nearestAncestor(node.displayName, byPath) : undefined;
    if (parent) {
      node.parentId = parent.Id;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const setDepth = (list: CatalogueCategory[], depth: number) => {
    list.sort(byIndexThenName);
    for (const node of list) {
      node.depth = depth;
      setDepth(node.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return { categories: nodes, roots };
}

function nearestAncestor(path: string, byPath: ReadonlyMap<string, CatalogueCategory>): CatalogueCategory | undefined {
  let cut = path.lastIndexOf('/');
  while (cut > 0) {
    const found = byPath.get(path.slice(0, cut));
    if (found) return found;
    cut = path.lastIndexOf('/', cut - 1);
  }
  return undefined;
}

/** The tree with only the categories `keep` accepts, and ancestors of kept ones (copies; the input is unchanged). */
export function pruneCategoryTree(roots: readonly CatalogueCategory[], keep: (category: CatalogueCategory) => boolean): CatalogueCategory[] {
  const pruned: CatalogueCategory[] = [];
  for (const node of roots) {
    const children = pruneCategoryTree(node.children, keep);
    if (children.length > 0 || keep(node)) pruned.push({ ...node, children });
  }
  return pruned;
}

/** The category and every category under it. */
export function descendantsAndSelf(category: CatalogueCategory): CatalogueCategory[] {
  const all: CatalogueCategory[] = [category];
  for (let i = 0; i < all.length; i += 1) all.push(...(all[i]?.children ?? []));
  return all;
}
