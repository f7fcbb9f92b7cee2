/** The team leader area (mf-team). Found by role and label only. */
import { expect, type Locator, type Page } from '@playwright/test';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A team's dashboard, #/team/dashboard/{id?} (spec 3 "Team leader area"): members, compliance, logins, breadcrumb. */
export class TeamDashboardPage {
  readonly members: Locator;
  readonly compliance: Locator;
  readonly logins: Locator;
  readonly breadcrumb: Locator;

  constructor(readonly page: Page) {
    this.members = page.getByRole('region', { name: 'Team members' });
    // Both charts sit in @portal/ui's ChartFrame: a figure named by its title.
    this.compliance = page.getByRole('figure', { name: 'Compliance' });
    this.logins = page.getByRole('figure', { name: 'Last logins' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Teams' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/team/dashboard');
  }

  heading(name = 'My team'): Locator {
    return this.page.getByRole('heading', { level: 1, name: exactly(name) });
  }

  async expectShown(name = 'My team'): Promise<void> {
    await expect(this.page).toHaveURL(/#\/team\/dashboard/);
    await expect(this.heading(name)).toBeVisible();
  }

  /** The link to a member's page. */
  member(name: string): Locator {
    return this.members.getByRole('link', { name: exactly(name) });
  }

  /** The link that opens the team a member leads. */
  subTeam(leader: string): Locator {
    return this.members.getByRole('link', { name: `Open ${leader}'s team` });
  }
}

/** A member, #/team/member/{id}/{parentId?}: tabs Certificates, Learning history, Enrolments. */
export class TeamMemberPage {
  readonly tabs: Locator;
  readonly sort: Locator;
  readonly certificates: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Member' });
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.certificates = page.getByRole('main').getByRole('region', { name: 'Certificates', exact: true }).getByRole('rowheader');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: exactly(name) });
  }

  tab(name: 'Certificates' | 'Learning history' | 'Enrolments' | 'Independent learning'): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  enrol(name: string): Locator {
    return this.page.getByRole('button', { name: `Enrol in ${name}`, exact: true });
  }

  unenrolButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Unenrol from ${name}`, exact: true });
  }

  /** The button that approves the member's request to enrol in `name` (a team approval item). */
  approve(name: string): Locator {
    return this.page.getByRole('button', { name: `Approve the enrolment in ${name}`, exact: true });
  }

  /** The unenrol dialog of `name`. */
  unenrolDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Unenrol from ${name}` });
  }
}
