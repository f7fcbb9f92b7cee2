import * as v from 'valibot';
import { COMPLETION_VALUES, ENROLMENT_VALUES } from './values';

/*
 * The search index of a catalogue too large to load whole (decision 0012, "in the page"): what a
 * result row needs, for every item of the tenant, so a page searches it by itself, without a round
 * trip per key. Columns of arrays (position i of each is the i-th item in id order), not objects of
 * keys: 100,000 items are then a few MB compressed and parse into a few arrays.
 */

const DateText = v.pipe(v.string(), v.isoTimestamp());

/** `part=items`: the tenant's items, alike for every user (one per catalogue version); `part=states`: the user's own state. */
export const SEARCH_INDEX_PARTS = ['items', 'states'] as const;
export type SearchIndexPart = (typeof SEARCH_INDEX_PARTS)[number];

/** The query of …/catalogue/search-index, as the LMS checks it. */
export const CatalogueSearchIndexQuerySchema = v.object({ part: v.picklist(SEARCH_INDEX_PARTS) });
export type CatalogueSearchIndexQuery = v.InferOutput<typeof CatalogueSearchIndexQuerySchema>;

/** Every column holds one value per id. */
function sameLengths<T extends { Ids: readonly unknown[] }>(columns: readonly (keyof T)[]) {
  return v.check<T, string>((index) => columns.every((column) => (index[column] as readonly unknown[]).length === index.Ids.length), 'every column has one value per id');
}

const ITEM_COLUMNS = [
  'Names',
  'Types',
  'FriendlyTypes',
  'Thumbnails',
  'Parents',
  'Mandatory',
  'PassMarks',
  'RatingMeans',
  'RatingCounts',
  'Listed',
  'AvailableFrom',
  'AvailableTo',
  'Texts',
] as const;

/** `part=items`: every item of the tenant, in id order. */
export const CatalogueSearchItemsSchema = v.pipe(
  v.object({
    /** The catalogue version these items are of; the states name the version they go with. */
    Version: v.string(),
    Ids: v.array(v.string()),
    Names: v.array(v.string()),
    /** The item's type (Course, Event, Curriculum…). */
    Types: v.array(v.string()),
    FriendlyTypes: v.array(v.nullable(v.string())),
    Thumbnails: v.array(v.nullable(v.string())),
    /** The curriculum a result opens when the item is reached only through it (NotDirectlyTargeted), else null: the launch. */
    Parents: v.array(v.nullable(v.string())),
    /** Mandatory for everyone (the user's enrolment may make it mandatory too). */
    Mandatory: v.array(v.boolean()),
    /** The pass mark when only Passed counts as complete (MustPass), else null. */
    PassMarks: v.array(v.nullable(v.number())),
    RatingMeans: v.array(v.nullable(v.number())),
    RatingCounts: v.array(v.number()),
    /** Shown in the catalogue at all: not hidden, in a category shown there (or in none), not Hide or Never available. */
    Listed: v.array(v.boolean()),
    /** Available between these dates (null: open); only an item available by dates has any. */
    AvailableFrom: v.array(v.nullable(DateText)),
    AvailableTo: v.array(v.nullable(DateText)),
    /** What search words are looked for in, lower-cased: the text the LMS's search and a whole catalogue's page search. */
    Texts: v.array(v.string()),
  }),
  sameLengths(ITEM_COLUMNS),
);
export type CatalogueSearchItems = v.InferOutput<typeof CatalogueSearchItemsSchema>;

const STATE_COLUMNS = ['Enrolments', 'Completions', 'Mandatory', 'DueDates'] as const;

/** `part=states`: the user's state of the items they have one for (enrolled, or a completion), in id order. */
export const CatalogueSearchStatesSchema = v.pipe(
  v.object({
    /** The catalogue version of the items these states go with: a different one means the items are out of date. */
    Version: v.string(),
    Ids: v.array(v.string()),
    Enrolments: v.array(v.picklist(ENROLMENT_VALUES)),
    Completions: v.array(v.picklist(COMPLETION_VALUES)),
    Mandatory: v.array(v.boolean()),
    DueDates: v.array(v.nullable(DateText)),
  }),
  sameLengths(STATE_COLUMNS),
);
export type CatalogueSearchStates = v.InferOutput<typeof CatalogueSearchStatesSchema>;
