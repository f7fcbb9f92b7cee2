import { KeptTextSearch, type CatalogueItem, type CatalogueSearchItems, type CatalogueSearchStates } from '@portal/contracts/catalogue';
import { withinDates } from '../../../lib/domain/availability';
import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { itemTitle } from '../../../lib/domain/names';
import { leafProgress, progressPercent } from '../../../lib/domain/progress';
import { countsAsComplete, deriveStatus, isComplete, itemStatus } from '../../../lib/domain/status';
import { splitWords } from './filter';

/*
 * A large catalogue searched in the page (decision 0012, "in the page"): the LMS's search index held
 * in a worker, searched with the LMS's word rules, so a key needs no round trip. Pure: the worker is
 * a thin shell around it, and the tests run it as it is.
 */

/** What a result row shows that every user sees alike: one item of the index. */
export interface IndexRow {
  id: string;
  name: string;
  type: string;
  friendlyType: string | null;
  thumbnail: string | null;
  parent: string | null;
  mandatory: boolean;
  passMark: number | null;
  ratingMean: number | null;
  ratingCount: number;
}

/** A search's answer: how many items match, and the rows `offset`… of them, in id order. */
export interface IndexAnswer {
  /** The words searched, joined by a space (what the answer is for). */
  words: string;
  total: number;
  offset: number;
  rows: IndexRow[];
}

/** Spec 2 §5 search words as the LMS reads them (searchWords there): split on spaces, lower-cased, each once. */
export function searchWords(text: string): string[] {
  return splitWords(text.toLowerCase());
}

/**
 * The index of one catalogue version. A search is a pass of `includes` over the texts of the items
 * the catalogue lists and that are available now; as in the LMS, the matches of the last searches are
 * kept, and a search each of whose kept words is inside one of its words scans only those matches.
 */
export class SearchIndex {
  private readonly matcher: KeptTextSearch;
  /** Positions of the items listed and available when the index was built, in id order. */
  private readonly shown: Int32Array;

  constructor(
    readonly items: CatalogueSearchItems,
    now: number = Date.now(),
  ) {
    const shown = new Int32Array(items.Ids.length);
    let count = 0;
    for (let at = 0; at < items.Ids.length; at += 1) {
      if (items.Listed[at] && withinDates(now, items.AvailableFrom[at], items.AvailableTo[at])) shown[count++] = at;
    }
    this.shown = shown.slice(0, count);
    this.matcher = new KeptTextSearch(items.Texts, this.shown);
  }

  get version(): string {
    return this.items.Version;
  }

  /** The positions of the shown items whose text holds every word (words as searchWords gives them). */
  matches(words: readonly string[]): Int32Array {
    return words.length === 0 ? this.shown : this.matcher.matches(words);
  }

  /** The search for `text`: the total and the rows `offset`…`offset + limit`. */
  search(text: string, offset: number, limit: number): IndexAnswer {
    const words = searchWords(text);
    const found = this.matches(words);
    const rows = Array.from(found.subarray(offset, offset + limit), (at) => this.row(at));
    return { words: words.join(' '), total: found.length, offset, rows };
  }

  row(at: number): IndexRow {
    const items = this.items;
    return {
      id: items.Ids[at]!,
      name: items.Names[at]!,
      type: items.Types[at]!,
      friendlyType: items.FriendlyTypes[at]!,
      thumbnail: items.Thumbnails[at]!,
      parent: items.Parents[at]!,
      mandatory: items.Mandatory[at]!,
      passMark: items.PassMarks[at]!,
      ratingMean: items.RatingMeans[at]!,
      ratingCount: items.RatingCounts[at]!,
    };
  }
}

/** The user's state of one item, from the index's states. */
export interface RowState {
  enrolment: CatalogueItem['Enrolment'];
  completion: CatalogueItem['Completion'];
  mandatory: boolean;
  dueDate: string | null;
}

/** The user's states by item id. */
export function statesById(states: CatalogueSearchStates): Map<string, RowState> {
  const byId = new Map<string, RowState>();
  states.Ids.forEach((id, at) =>
    byId.set(id, { enrolment: states.Enrolments[at]!, completion: states.Completions[at]!, mandatory: states.Mandatory[at]!, dueDate: states.DueDates[at]! }),
  );
  return byId;
}

/**
 * A row as the card shows it, from the index and the user's state: what the catalogue's own enrich
 * derives (status, due or overdue, progress, title) with the same rules. A curriculum's progress
 * is its own completion's here; the item read by id brings the average of its children.
 */
export function rowItem(row: IndexRow, state: RowState | undefined, now: number): EnrichedItem {
  const item: CatalogueItem = {
    Id: row.id,
    Name: row.name,
    Description: '',
    type: row.type,
    Type: row.type,
    ...(row.friendlyType ? { FriendlyType: row.friendlyType } : {}),
    ...(row.thumbnail ? { ThumbnailUrl: row.thumbnail } : {}),
    Completion: state?.completion ?? 'NotAttempted',
    CompletionMode: row.passMark === null ? 'Manual' : 'MustPass',
    PassMark: row.passMark,
    Enrolment: state?.enrolment ?? 'NotEnrolled',
    EnrolmentMode: 'Optional',
    TargetingMode: row.parent ? 'NotDirectlyTargeted' : 'DirectlyTargeted',
    parents: row.parent ? [row.parent] : [],
    Categories: [],
    isHidden: false,
    isMandatory: row.mandatory || state?.mandatory === true,
    DueDate: state?.dueDate ?? null,
    RatingMean: row.ratingMean,
    RatingCount: row.ratingCount,
    Extensions: {},
    PriorityOrder: 0,
    CreatedOn: '',
    ModifiedOn: '',
    AllowAttempts: false,
    AllowReview: false,
    isOfflineAvailabilityEnabled: false,
    PortalVisibility: 'Show',
    AvailabilityMode: 'Always',
  };
  const status = itemStatus(item);
  const complete = countsAsComplete(item.Completion, { mustPass: row.passMark !== null, passMark: row.passMark });
  return Object.assign(item, {
    status,
    displayStatus: deriveStatus(item),
    isComplete: isComplete(item.Completion),
    isOverdue: Boolean(item.DueDate) && Date.parse(item.DueDate!) < now && !complete,
    Progress: progressPercent(leafProgress(item)),
    title: itemTitle(item.Name),
    searchText: '',
    fieldText: '',
    typeKeys: [],
    statusKeys: [],
    sortName: item.Name.toLowerCase(),
    categoryIds: [],
    isAvailable: true,
    isShownInCatalogue: true,
  });
}
