import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import * as v from 'valibot';
import { createMockApiClient } from '@portal/api-client/testing';
import { CatalogueSearchItemsSchema, type CatalogueItem, type CatalogueResponse, type CatalogueSearchItems } from '@portal/contracts/catalogue';
import { sessionStore } from '@portal/session';
import { renderAreaPage } from '@portal/testing';
import { pageTitle } from '@portal/ui';
import { makeCatalogue, makeCategory, makeItem } from '../../../lib/domain/test-fixtures';
import { SearchIndex } from '../domain/search-index';
import { URL_WRITE_DELAY_MS } from '../hooks/use-catalogue-filter';
import type { FromSearchWorker, SearchWorkerPort, ToSearchWorker } from '../worker/messages';
import { OVERSCAN_ROWS } from '../hooks/use-windowed-rows';
import CataloguePage from './CataloguePage';
import { ROW_HEIGHT_PX } from './CatalogueResults';

const categories = [
  makeCategory({ Id: 'cli', Name: 'root/Clinical', Slug: 'clinical' }),
  makeCategory({ Id: 'inf', Name: 'root/Clinical/Infection control', Slug: 'infection-control' }),
  makeCategory({ Id: 'lead', Name: 'root/Leadership', Slug: 'leadership' }),
];

/** 40 filler courses plus a few items the tests look for. */
function catalogue(extra: CatalogueItem[] = []): CatalogueResponse {
  const filler = Array.from({ length: 40 }, (_, i) =>
    makeItem({ Id: `course-${i}`, Name: `Course ${String(i).padStart(2, '0')}`, type: 'Course', Type: 'scorm', FriendlyType: 'E-learning', Categories: ['lead'] }),
  );
  return makeCatalogue(
    [
      makeItem({
        Id: 'hand',
        Name: 'Hand hygiene',
        type: 'Video',
        Type: 'video',
        FriendlyType: 'Video',
        Categories: ['inf'],
        isMandatory: true,
        DueDate: '2020-03-01T00:00:00Z',
        PriorityOrder: 10,
        RatingMean: 4.256,
        RatingCount: 3,
      }),
      makeItem({ Id: 'cpr', Name: 'Adult CPR', type: 'Event', Type: 'event', Categories: ['cli'], Completion: 'Completed', PriorityOrder: 9 }),
      makeItem({ Id: 'secret', Name: 'Hidden hand policy', isHidden: true, PriorityOrder: 8 }),
      ...filler,
      ...extra,
    ],
    categories,
  );
}

// jsdom has no workers: the search worker's twin runs the same SearchIndex in the page, answering later as a worker does.
jest.mock('../worker/create-search-worker', () => ({ createSearchWorker: () => mockSearchWorker() }));

function mockSearchWorker(): SearchWorkerPort {
  const target = new EventTarget();
  let index: SearchIndex | undefined;
  const reply = (data: FromSearchWorker) => setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data })), 0);
  const textOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  return {
    postMessage(message: ToSearchWorker) {
      if (message.type === 'load') {
        void textOf(message.body).then((text) => {
          const items = v.parse(CatalogueSearchItemsSchema, JSON.parse(text));
          index = new SearchIndex(items);
          reply({ type: 'ready', version: items.Version, items: items.Ids.length, ms: 0 });
        });
      } else if (index) reply({ type: 'answer', id: message.id, answer: index.search(message.text, message.offset, message.limit), ms: 0 });
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    terminate: () => undefined,
  };
}

/** The LMS's search index of these items (their names as their texts). */
function searchIndexOf(items: readonly CatalogueItem[]): CatalogueSearchItems {
  const sorted = [...items].sort((a, b) => (a.Id < b.Id ? -1 : 1));
  return {
    Version: 'v1',
    Ids: sorted.map((item) => item.Id),
    Names: sorted.map((item) => item.Name),
    Types: sorted.map((item) => item.type),
    FriendlyTypes: sorted.map((item) => item.FriendlyType ?? null),
    Thumbnails: sorted.map(() => null),
    Parents: sorted.map(() => null),
    Mandatory: sorted.map((item) => item.isMandatory),
    PassMarks: sorted.map(() => null),
    RatingMeans: sorted.map((item) => item.RatingMean ?? null),
    RatingCounts: sorted.map((item) => item.RatingCount),
    Listed: sorted.map((item) => !item.isHidden),
    AvailableFrom: sorted.map(() => null),
    AvailableTo: sorted.map(() => null),
    Texts: sorted.map((item) => item.Name.toLowerCase()),
  };
}

/** Moves the router as the browser's address bar and back button would. */
let navigateTo: NavigateFunction = () => undefined;
function Navigator() {
  navigateTo = useNavigate();
  return null;
}

function show(path = '/catalogue/items', response: CatalogueResponse = catalogue(), { fakeTimers = false } = {}) {
  const api = createMockApiClient({ 'GET /reach/:scope/api/v3/users/:username/catalogue': () => response });
  // With jest's fake timers, user-event's own pauses between keys advance them.
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  renderAreaPage(
    <>
      <CataloguePage />
      <Navigator />
    </>,
    { route: '/catalogue/items/:filter?', path, api },
  );
  return { api, user };
}

const rows = () => within(screen.getByRole('list', { name: 'Catalogue items' })).queryAllByRole('listitem');
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
/** The laid-out height of a row (jsdom has no layout: the tests give it). */
let rowHeight: (row: HTMLElement) => number = () => ROW_HEIGHT_PX;
/** Rows of the first page of 15 near the top of jsdom's 768 px viewport (the rest exist only as height). */
const firstRows = () => Math.min(15, Math.ceil(window.innerHeight / ROW_HEIGHT_PX) + OVERSCAN_ROWS);

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  // jsdom lays nothing out: the list sits at the top of the page and moves up as the page scrolls,
  // and each row is as tall as `rowHeight` says for its card (a card's least height by default: desktop).
  jest.spyOn(HTMLOListElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: -window.scrollY }) as DOMRect);
  rowHeight = () => ROW_HEIGHT_PX;
  // Nor does it scroll: window.scrollTo (the virtualizer writes its position) moves the position and,
  // as a browser does when it changed, fires a scroll event in the next frame.
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    const top = options.top ?? window.scrollY;
    if (top === window.scrollY) return;
    Object.defineProperty(window, 'scrollY', { value: top, writable: true, configurable: true });
    requestAnimationFrame(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('lp-catalogue__row') ? rowHeight(this) : 0;
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Scrolls the window to `y` and lets a frame pass (jsdom does not scroll: the position is set). */
const scrollTo = (y: number) =>
  act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, writable: true, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });

/** Lets `ms` of fake time pass, so the URL write that waits for the typing to settle runs. */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('CataloguePage', () => {
  it('loads the catalogue once, titles the page and shows the first 15 items in the default order', async () => {
    const { api } = show();
    expect(await screen.findByText('42 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(pageTitle.get()).toBe('Catalogue'); // the shell adds the portal's name to document.title
    expect(screen.queryByRole('main')).not.toBeInTheDocument(); // the shell's <main> holds it, no second one
    // A page of one item says how large the catalogue is; this one (no total: ordinary) then loads whole, once.
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/reach/demo/api/v3/users/learner/catalogue', { offset: '0', limit: '1' }],
      ['/reach/demo/api/v3/users/learner/catalogue', {}],
    ]);
    expect(rows()).toHaveLength(firstRows());
    expect(titles().slice(0, 3)).toEqual(['Hand hygiene', 'Adult CPR', 'Course 00']);
    expect(screen.queryByText('Hidden hand policy')).not.toBeInTheDocument();
  });

  it('keeps the heading the shell focused on arrival while the catalogue loads, so Tab goes on from it', async () => {
    show();
    const heading = screen.getByRole('heading', { level: 1, name: 'Catalogue' });
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    expect(await screen.findByText('42 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBe(heading);
    expect(heading).toHaveFocus();
  });

  it('shows type, status, due or overdue and progress on each card, linking to the launch route', async () => {
    show();
    const card = (await screen.findByRole('link', { name: 'Hand hygiene' })).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/catalogue/launch/hand');
    expect(card).toHaveTextContent('Video');
    expect(card).toHaveTextContent('Not started');
    expect(card).toHaveTextContent('Mandatory');
    expect(card).toHaveTextContent('Overdue since 1 Mar 2020');
    expect(card).toHaveTextContent('0% complete');
    expect(card).not.toHaveTextContent('Rated');
    expect(screen.getByRole('link', { name: 'Adult CPR' }).closest('article')).toHaveTextContent('Attended');
  });

  it('filters on every keystroke and writes the words to the URL without a history entry per key', async () => {
    jest.useFakeTimers();
    const { user } = show(undefined, undefined, { fakeTimers: true });
    const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await user.type(box, 'hand');
    expect(titles()).toEqual(['Hand hygiene']);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    // The URL follows once the typing has settled for URL_WRITE_DELAY_MS, not on every key.
    await wait(URL_WRITE_DELAY_MS - 1);
    expect(location()).toBe('/catalogue/items');
    await wait(1);
    expect(location()).toBe('/catalogue/items/hand');
    await user.type(box, ' nothing');
    expect(screen.getByText('No items match your search.')).toBeInTheDocument();
  });

  it('keeps what the user typed when an earlier URL write arrives late, and follows Back', async () => {
    jest.useFakeTimers();
    const { user } = show(undefined, undefined, { fakeTimers: true });
    const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await user.type(box, 'course');
    await wait(URL_WRITE_DELAY_MS);
    expect(location()).toBe('/catalogue/items/course');
    await user.click(screen.getByRole('checkbox', { name: 'Mandatory only' }));
    expect(location()).toBe('/catalogue/items/is:mandatory course');
    await user.type(box, ' 1');
    await wait(URL_WRITE_DELAY_MS);
    expect(location()).toBe('/catalogue/items/is:mandatory course 1');
    // The router commits navigations as transitions: one of this page's own earlier writes may land late.
    act(() => navigateTo('/catalogue/items/is%3Amandatory%20course', { replace: true, state: { catalogueFilter: true } }));
    expect(box).toHaveValue('course 1');
    act(() => navigateTo(-1));
    expect(location()).toBe('/catalogue/items/course');
    expect(box).toHaveValue('course');
    expect(screen.getByRole('checkbox', { name: 'Mandatory only' })).not.toBeChecked();
  });

  it('reads the filter from the URL, the dashboard search included', async () => {
    show(`/catalogue/items/${encodeURIComponent('search:course 2')}`);
    expect(await screen.findByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('course 2');
    // Course 02, 12, 20–29 and 32.
    expect(screen.getByText('13 items')).toBeInTheDocument();
  });

  it('drives the controls from the URL and writes control changes back to it', async () => {
    const { user } = show(`/catalogue/items/${encodeURIComponent('is:mandatory')}`);
    expect(await screen.findByRole('checkbox', { name: 'Mandatory only' })).toBeChecked();
    expect(titles()).toEqual(['Hand hygiene']);
    await user.click(screen.getByRole('checkbox', { name: 'Mandatory only' }));
    expect(location()).toBe('/catalogue/items');
    expect(rows()).toHaveLength(firstRows());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not complete');
    expect(location()).toBe('/catalogue/items/status:notComplete');
    expect(screen.getByText('41 items')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Video');
    expect(location()).toBe('/catalogue/items/status:notComplete type:Video');
    expect(titles()).toEqual(['Hand hygiene']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/catalogue/items');
  });

  it('names a list of types in the type filter by their labels, not a blank or the raw text', async () => {
    show(`/catalogue/items/${encodeURIComponent('type:video,event')}`);
    const type = await screen.findByRole('combobox', { name: 'Type' });
    expect(type).toHaveDisplayValue('Video or Event');
    expect(titles()).toEqual(['Hand hygiene', 'Adult CPR']);
  });

  it('offers and shows ratings only when they are enabled', async () => {
    const { user } = show();
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Highest rated' })).not.toBeInTheDocument();
    act(() => sessionStore.getState().setSettings({ items: [], enableRatings: true }));
    expect(within(sort).getByRole('option', { name: 'Highest rated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hand hygiene' }).closest('article')).toHaveTextContent('Rated 4.26 out of 5 (3)');
    await user.selectOptions(sort, 'Name');
    expect(location()).toBe('/catalogue/items/sort:name');
    expect(titles().slice(0, 2)).toEqual(['Adult CPR', 'Course 00']);
  });

  it('narrows by the category tree, which expands and collapses from the keyboard', async () => {
    const { user } = show();
    const tree = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(tree).queryByRole('button', { name: 'Infection control' })).not.toBeInTheDocument();
    const expand = within(tree).getByRole('button', { name: 'Show categories in Clinical' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await user.keyboard('{Enter}');
    expect(within(tree).getByRole('button', { name: 'Hide categories in Clinical' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(tree).getByRole('button', { name: 'Infection control' }));
    expect(location()).toBe('/catalogue/items/category:infection-control');
    expect(titles()).toEqual(['Hand hygiene']);
    expect(within(tree).getByRole('button', { name: 'Infection control' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tree).getByRole('button', { name: 'Clinical' }));
    expect(titles()).toEqual(['Hand hygiene', 'Adult CPR']);
    await user.click(within(tree).getByRole('button', { name: 'All categories' }));
    expect(location()).toBe('/catalogue/items');
  });

  it('shows other filters of the URL and removes them one by one', async () => {
    const { user } = show(`/catalogue/items/${encodeURIComponent('#clinical cost:0')}`);
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter #clinical' }));
    expect(location()).toBe('/catalogue/items/cost:0');
    expect(screen.getByText('42 items')).toBeInTheDocument();
  });

  it('loads 15 more when the end of the list comes within 500 px of the bottom, and starts again at 15 on a new filter', async () => {
    const { user } = show();
    await screen.findByText('42 items');
    expect(rows()).toHaveLength(firstRows());
    const list = () => screen.getByRole('list', { name: 'Catalogue items' });
    // The list starts at 0, so 15 rows end at 15 × row height.
    await scrollTo(15 * ROW_HEIGHT_PX - window.innerHeight - 501);
    expect(list()).toHaveStyle({ height: `${15 * ROW_HEIGHT_PX}px` });
    await scrollTo(15 * ROW_HEIGHT_PX - window.innerHeight - 499);
    expect(list()).toHaveStyle({ height: `${30 * ROW_HEIGHT_PX}px` });
    // Only the rows near the viewport are in the page; the rest of the 30 exist only as height.
    const lastInView = Math.ceil((window.scrollY + window.innerHeight) / ROW_HEIGHT_PX);
    expect(rows().at(-1)).toHaveAttribute('aria-posinset', String(lastInView + OVERSCAN_ROWS));
    await user.click(screen.getByRole('button', { name: 'Show more items' }));
    expect(list()).toHaveStyle({ height: `${42 * ROW_HEIGHT_PX}px` });
    expect(screen.queryByRole('button', { name: 'Show more items' })).not.toBeInTheDocument();
    // Back at the top, a new filter shows its first page of 15 again.
    await scrollTo(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not complete');
    expect(screen.getByText('41 items')).toBeInTheDocument();
    expect(list()).toHaveStyle({ height: `${15 * ROW_HEIGHT_PX}px` });
    expect(rows()).toHaveLength(firstRows());
    expect(screen.getByRole('button', { name: 'Show more items' })).toBeInTheDocument();
  });

  it('places rows by their measured heights, so wrapped cards at narrow widths are not cut or overlapped', async () => {
    // A narrow screen: every card wraps to 200 px.
    rowHeight = () => 200;
    show();
    await screen.findByText('42 items');
    const shown = rows();
    // Each shown row starts where the measured rows before it end, and none has a fixed height.
    shown.forEach((row, index) => {
      expect(row).toHaveStyle({ top: `${index * 200}px` });
      expect(row.style.height).toBe('');
    });
    // The first render showed firstRows() by the estimate and measured them; taller rows, so fewer are
    // now needed to fill the viewport. Rows never shown keep the estimate until they are measured.
    expect(shown.length).toBe(Math.ceil(window.innerHeight / 200) + OVERSCAN_ROWS);
    const list = screen.getByRole('list', { name: 'Catalogue items' });
    expect(list).toHaveStyle({ height: `${firstRows() * 200 + (15 - firstRows()) * ROW_HEIGHT_PX}px` });
  });

  it('measures a row again when a keystroke puts a card of another height in its place', async () => {
    // A narrow screen where cards wrap: those of Course 10–19 to 300 px, the others to 150 px.
    rowHeight = (row) => (/Course 1\d/.test(row.textContent ?? '') ? 300 : 150);
    const { user } = show();
    await screen.findByText('42 items');
    const expectStacked = () => {
      const shown = rows();
      let top = 0;
      shown.forEach((row) => {
        // Each row starts exactly where the one before it ends: no overlap, no gap, nothing cut.
        expect(row).toHaveStyle({ top: `${top}px` });
        top += rowHeight(row);
      });
      return shown;
    };
    expect(titles()[3]).toBe('Course 01');
    expectStacked();
    // The rows keep their elements (keyed by place) and are refilled with Course 1x, 300 px each.
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'course 1');
    expect(titles().slice(0, 3)).toEqual(['Course 01', 'Course 10', 'Course 11']);
    const shown = expectStacked();
    // Row 1, measured at 150 px before, now holds a 300 px card and pushes the rows below it down.
    expect(shown[1]).toHaveStyle({ top: '150px' });
    expect(shown[2]).toHaveStyle({ top: '450px' });
  });

  it('keeps a bounded number of rows in the page however far the user scrolls', async () => {
    const many = Array.from({ length: 400 }, (_, i) => makeItem({ Id: `extra-${i}`, Name: `Extra ${i}` }));
    show('/catalogue/items', catalogue(many));
    await screen.findByText('442 items');
    let more: HTMLElement | null;
    while ((more = screen.queryByText('Show more items'))) fireEvent.click(more);
    expect(screen.getByRole('list', { name: 'Catalogue items' })).toHaveStyle({ height: `${442 * ROW_HEIGHT_PX}px` });
    const inView = Math.ceil(window.innerHeight / ROW_HEIGHT_PX);
    for (const row of [50, 300, 430]) {
      await scrollTo(row * ROW_HEIGHT_PX);
      const visible = rows();
      // The rows in view and the overscan on each side, never more, however many are loaded.
      expect(visible.length).toBeLessThanOrEqual(inView + 2 * OVERSCAN_ROWS);
      expect(visible[0]).toHaveAttribute('aria-posinset', String(row - OVERSCAN_ROWS + 1));
      expect(visible[0]).toHaveAttribute('aria-setsize', '442');
      expect(visible[0]).toHaveStyle({ top: `${(row - OVERSCAN_ROWS) * ROW_HEIGHT_PX}px` });
    }
  });

  describe('a catalogue too large to load whole', () => {
    const TOTAL = 100_000;
    /** The LMS's pages: `search` narrows the given items; without it the catalogue says it has TOTAL. */
    function showLarge(answerAfter: (search: string) => Promise<void> | undefined = () => undefined, { searchIndex = false, extra = [] as CatalogueItem[] } = {}) {
      const all = catalogue(extra).Items;
      const api = createMockApiClient({
        'GET /reach/:scope/api/v3/users/:username/catalogue': async (_body, query) => {
          if (query.ids) return { Items: query.ids.split(',').map((id) => all.find((item) => item.Id === id)!), Categories: categories };
          if (!query.limit) throw new Error('the whole catalogue was asked for');
          await answerAfter(query.search ?? '');
          const words = (query.search ?? '').toLowerCase().split(' ').filter(Boolean);
          const found = all.filter((item) => words.every((word) => item.Name.toLowerCase().includes(word)));
          const offset = Number(query.offset ?? 0);
          return { Items: found.slice(offset, offset + Number(query.limit)), Categories: categories, Total: words.length ? found.length : TOTAL };
        },
        // Without an index (an LMS of before) the page keeps asking the LMS to search.
        'GET /reach/:scope/api/v3/users/:username/catalogue/search-index': (_body, query) => {
          if (!searchIndex) throw new Error('no search index');
          if (query.part === 'items') return searchIndexOf(all);
          return { Version: 'v1', Ids: ['hand'], Enrolments: ['NotEnrolled'], Completions: ['NotAttempted'], Mandatory: [true], DueDates: ['2020-03-01T00:00:00.000Z'] };
        },
      });
      const user = userEvent.setup();
      renderAreaPage(<CataloguePage />, { route: '/catalogue/items/:filter?', path: '/catalogue/items', api });
      return { api, user };
    }

    it("shows the first page with the catalogue's total, never loading it whole", async () => {
      const { api } = showLarge();
      expect(await screen.findByText('100,000 items')).toBeInTheDocument();
      expect(rows()).toHaveLength(firstRows());
      expect(titles().slice(0, 2)).toEqual(['Hand hygiene', 'Adult CPR']);
      // Hidden items stay out of the list, as in a catalogue loaded whole.
      expect(screen.queryByText('Hidden hand policy')).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.path.endsWith('/catalogue')).every((call) => call.query.limit !== undefined)).toBe(true);
      // Filters and the category tree need the whole catalogue: not offered at this size.
      expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    });

    it('asks the LMS to search as the user types, keeping the last results until the new ones arrive', async () => {
      const { api, user } = showLarge();
      const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
      await screen.findByText('100,000 items');
      await user.type(box, 'hygiene');
      expect(await screen.findByText('1 item')).toBeInTheDocument();
      expect(titles()).toEqual(['Hand hygiene']);
      expect(api.calls.at(-1)!.query).toMatchObject({ offset: '0', search: 'hygiene' });
      await user.type(box, ' nothing');
      expect(await screen.findByText('No items match your search.')).toBeInTheDocument();
    });

    it('keeps the answer to a search the next key overtook: deleting back to it shows it without asking again', async () => {
      let answerC = () => {};
      const cAnswered = new Promise<void>((resolve) => (answerC = resolve));
      const { api, user } = showLarge((search) => (search === 'c' ? cAnswered : undefined));
      const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
      await screen.findByText('100,000 items');
      await user.type(box, 'c');
      // 'co' is typed while the LMS is still answering 'c', and its answer comes first.
      await user.type(box, 'o');
      expect(await screen.findByText('40 items')).toBeInTheDocument();
      await act(async () => answerC());
      await user.type(box, '{Backspace}');
      // The courses, Adult CPR and the hidden policy (counted by the LMS, not listed).
      expect(await screen.findByText('42 items')).toBeInTheDocument();
      expect(screen.getByText('42 items').closest('section')).not.toHaveAttribute('aria-busy');
      expect(api.calls.filter((call) => call.query.search === 'c')).toHaveLength(1);
    });

    it("searches in the page once the LMS's search index is in: a key shows the index's rows without a request, then fills them in", async () => {
      const { api, user } = showLarge(undefined, { searchIndex: true });
      const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
      // The index counts what the catalogue lists (the LMS's first page counted the whole tenant).
      expect(await screen.findByText('42 items')).toBeInTheDocument();
      const before = api.calls.length;
      await user.type(box, 'hygiene');
      expect(await screen.findByText('1 item')).toBeInTheDocument();
      expect(titles()).toEqual(['Hand hygiene']);
      // The user's state, from the index's states.
      expect(within(rows()[0]!).getByText('Overdue since 1 Mar 2020')).toBeInTheDocument();
      expect(api.calls.slice(before).filter((call) => call.query.search !== undefined)).toEqual([]);
      // A moment later the row's whole item is read by id, and the row stays where it is.
      await waitFor(() => expect(api.calls.slice(before).map((call) => call.query.ids)).toContain('hand'));
      expect(titles()).toEqual(['Hand hygiene']);
      expect(api.calls.slice(before).every((call) => call.query.ids !== undefined)).toBe(true);
    });

    it('keeps the element of a row whose item stays on screen when a key moves it', async () => {
      // Ids before the courses': both on the first screen, in this order, until the search narrows to one.
      const extra = [makeItem({ Id: 'a-aseptic', Name: 'Aseptic technique' }), makeItem({ Id: 'a-asthma', Name: 'Asthma care basics' })];
      const { user } = showLarge(undefined, { searchIndex: true, extra });
      const box = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
      expect(await screen.findByText('44 items')).toBeInTheDocument();
      expect(titles().slice(0, 2)).toEqual(['Aseptic technique', 'Asthma care basics']);
      const asthma = rows()[1];
      await user.type(box, 'care');
      expect(await screen.findByText('1 item')).toBeInTheDocument();
      expect(titles()).toEqual(['Asthma care basics']);
      // The same element, moved to the top: its card was not rebuilt for another item.
      expect(rows()[0]).toBe(asthma);
    });
  });
});
