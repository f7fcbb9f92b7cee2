/** @jest-environment jsdom */
import { BOOT_VIEW_ELEMENT_ID, FIRST_VIEWS_ELEMENT_ID } from '@portal/contracts';
import { FIRST_VIEW_SCRIPT } from './first-view-script';

const dashboardView = '<div data-path="/dashboard"><div class="lp-dashboard"><h1>Welcome, Alex Morgan</h1></div></div>';
const catalogueView = '<div data-path="/catalogue"><h1>Catalogue</h1></div>';

/** The page as the gateway serves it, parsed, with the script run at the URL's hash. */
function servePage(hash: string, views = dashboardView + catalogueView): void {
  window.history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = `<div id="root"><main id="main"></main></div><template id="${FIRST_VIEWS_ELEMENT_ID}">${views}</template>`;
  // The text the page carries, run as the browser runs it (indirect eval: global scope).
  (0, eval)(FIRST_VIEW_SCRIPT);
}

it('shows the view the hash names in <main>, as the boot view the shell holds', () => {
  servePage('#/dashboard');
  const boot = document.getElementById(BOOT_VIEW_ELEMENT_ID)!;
  expect(boot.parentElement).toBe(document.getElementById('main'));
  expect(boot.innerHTML).toBe('<div class="lp-dashboard"><h1>Welcome, Alex Morgan</h1></div>');
  expect(document.querySelectorAll('main h1')).toHaveLength(1);
});

it("reads the hash's path as the shell does: a query after it, no leading slash", () => {
  servePage('#/dashboard?from=mail');
  expect(document.querySelector('main h1')?.textContent).toBe('Welcome, Alex Morgan');
  servePage('#catalogue');
  expect(document.querySelector('main h1')?.textContent).toBe('Catalogue');
});

it('places one view once, and none for an address without one', () => {
  servePage('#/dashboard');
  (0, eval)(FIRST_VIEW_SCRIPT);
  expect(document.querySelectorAll('main h1')).toHaveLength(1);
  for (const hash of ['#/catalogue/items', '#/', '']) {
    servePage(hash);
    expect(document.getElementById('main')!.innerHTML).toBe('');
  }
});

it('does nothing on a page without views (a signed-out visitor, a page without boot data)', () => {
  window.history.replaceState(null, '', '/#/dashboard');
  document.body.innerHTML = '<main id="main"></main>';
  (0, eval)(FIRST_VIEW_SCRIPT);
  expect(document.getElementById('main')!.innerHTML).toBe('');
});
