import { BOOT_VIEW_ELEMENT_ID, FIRST_VIEWS_ELEMENT_ID } from '@portal/contracts';
import { afterFirstFrame, BOOT_VIEW_ELEMENT, FIRST_VIEWS_ELEMENT, placeFirstView } from './first-view';

const page = (views: string) => `<main id="main"></main><template id="${FIRST_VIEWS_ELEMENT}">${views}</template>`;
const dashboardView = '<div data-path="/dashboard"><div class="lp-dashboard"><h1>Welcome, Alex Morgan</h1></div></div>';
const catalogueView = '<div data-path="/catalogue"><h1>Catalogue</h1></div>';

beforeEach(() => (document.body.innerHTML = ''));

describe('placeFirstView', () => {
  it("uses @portal/contracts' element ids", () => {
    expect(FIRST_VIEWS_ELEMENT).toBe(FIRST_VIEWS_ELEMENT_ID);
    expect(BOOT_VIEW_ELEMENT).toBe(BOOT_VIEW_ELEMENT_ID);
  });

  it('shows the view the hash names in <main>, as the boot view the shell holds', () => {
    document.body.innerHTML = page(dashboardView + catalogueView);
    expect(placeFirstView(document, '#/dashboard')).toBe(true);
    const boot = document.getElementById(BOOT_VIEW_ELEMENT)!;
    expect(boot.parentElement).toBe(document.getElementById('main'));
    expect(boot.innerHTML).toBe('<div class="lp-dashboard"><h1>Welcome, Alex Morgan</h1></div>');
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
  });

  it("reads the hash's path, a query after it too, and places a view once", () => {
    document.body.innerHTML = page(dashboardView);
    expect(placeFirstView(document, '#/dashboard?from=mail')).toBe(true);
    expect(placeFirstView(document, '#/dashboard')).toBe(false);
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
  });

  it('shows none for an address without a view', () => {
    document.body.innerHTML = page(dashboardView);
    expect(placeFirstView(document, '#/catalogue')).toBe(false);
    expect(placeFirstView(document, '#/')).toBe(false);
    expect(document.getElementById('main')).toBeEmptyDOMElement();
  });

  it('does nothing on a page without views (a signed-out visitor, a page without boot data)', () => {
    document.body.innerHTML = '<main id="main"></main>';
    expect(placeFirstView(document, '#/dashboard')).toBe(false);
    expect(document.getElementById('main')).toBeEmptyDOMElement();
  });
});

describe('afterFirstFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts in a task after the next frame, once, and not again when the timeout comes', () => {
    const start = jest.fn();
    let frame: FrameRequestCallback | undefined;
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => ((frame = callback), 1), setTimeout, clearTimeout };
    afterFirstFrame(start, 100, win as unknown as Window);
    expect(start).not.toHaveBeenCalled();
    frame!(0);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the timeout in a tab that gets no frames (opened in the background)', () => {
    const start = jest.fn();
    const win = { requestAnimationFrame: () => 1, setTimeout, clearTimeout };
    afterFirstFrame(start, 100, win as unknown as Window);
    jest.advanceTimersByTime(99);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
