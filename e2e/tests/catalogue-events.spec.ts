/**
 * Events, sessions and the calendar as `learner` (spec 2 §2, §4, §5, §8), on the demo catalogue:
 * demo-event's sessions 'Skills lab, next month' (open), 'Skills lab, late booking closed'
 * (enrolment deadline passed) and 'Skills lab, afternoon' (learner enrolled, in 10 days).
 */
import { expect, test } from '../fixtures';

const EVENT = 'demo-event';
const OPEN_SESSION = 'Skills lab, next month';
const CLOSED_SESSION = 'Skills lab, late booking closed';
const ENROLLED_SESSION = 'Skills lab, afternoon';
/** Enrol.EnrolmentDeadlinePassed (mf-catalogue lib/sessions/messages.ts). */
const DEADLINE_PASSED = 'The enrolment deadline for this session has passed';

test.use({ signedInAs: 'learner' });

test('enrol in an open session and cancel it with a reason', async ({ page, catalogueEventPage }) => {
  await catalogueEventPage.goto(EVENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Basic life support: practical session' })).toBeVisible();
  const session = catalogueEventPage.session(OPEN_SESSION);
  const seats = session.getByText(/^\d+ of 12 seats available$/);
  const before = Number.parseInt((await seats.textContent()) ?? '', 10);

  await catalogueEventPage.enrol(OPEN_SESSION);
  await expect(page.getByText('You are now enrolled on this session')).toBeVisible();
  await expect(seats).toHaveText(`${before - 1} of 12 seats available`);
  await expect(session.getByRole('button', { name: 'Cancel enrolment', exact: true })).toBeVisible();

  // The reason is required: confirming without one keeps the dialog open and says so.
  await session.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your enrolment' });
  await dialog.getByRole('button', { name: 'Cancel enrolment', exact: true }).click();
  await expect(dialog.getByText('Enter a reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  await catalogueEventPage.cancel(OPEN_SESSION, 'I am on a night shift that week');
  await expect(page.getByText('Your enrolment has been cancelled')).toBeVisible();
  await expect(session.getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
  await expect(seats).toHaveText(`${before} of 12 seats available`);
});

test('a session past its enrolment deadline says so and cannot be enrolled in', async ({ page, catalogueEventPage }) => {
  await catalogueEventPage.goto(EVENT);
  const session = catalogueEventPage.session(CLOSED_SESSION);
  await expect(session.getByText(DEADLINE_PASSED, { exact: true })).toBeVisible();
  await expect(session.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);

  await session.getByRole('button', { name: `Details of ${CLOSED_SESSION}` }).click();
  const details = page.getByRole('dialog', { name: CLOSED_SESSION });
  await expect(details.getByText(DEADLINE_PASSED, { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);
});

test('the enrolled session is green in the calendar and opens its details', async ({ page, calendarPage }) => {
  await calendarPage.goto();
  const entry = calendarPage.sessionEntry(ENROLLED_SESSION);
  // The session is 10 days away: possibly in next month's view.
  await expect(page.getByRole('grid').first()).toBeVisible();
  if ((await entry.count()) === 0) await calendarPage.nextMonth.click();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAccessibleName(new RegExp(`^${ENROLLED_SESSION}, session, Attending or attended, `));
  await expect(entry).toHaveCSS('background-color', 'rgb(30, 123, 52)');

  await entry.click();
  const details = page.getByRole('dialog', { name: ENROLLED_SESSION });
  await expect(details.getByText(/^(Attending|Enrolled)$/)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel enrolment', exact: true })).toBeVisible();
});
