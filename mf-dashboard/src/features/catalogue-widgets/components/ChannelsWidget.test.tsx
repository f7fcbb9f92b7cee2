import { screen, within } from '@testing-library/react';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import { ChannelsWidget } from './ChannelsWidget';

const channel = (Id: string, Name: string, Slug: string, Categories: string[] = ['c1']) => ({ Id, Name, Slug, Categories });

describe('the dashboard’s channels widget (spec 3 §2)', () => {
  it('leaves out the channels whose slug the tenant blacklists (channelsBlackListFilter, spec 2 §1), as the channels page does', async () => {
    renderAreaPage(<ChannelsWidget />, {
      route: '/',
      path: '/',
      user: lee,
      settings: { items: [], channelsBlackListFilter: ['legacy-courses'] },
      handlers: {
        'GET /reach/demo/api/v4/channels': () => ({ Channels: [channel('a', 'Clinical essentials', 'clinical-essentials'), channel('b', 'Legacy courses', 'Legacy-Courses')] }),
      },
    });
    const widget = await screen.findByRole('region', { name: 'Channels' });
    expect(await within(widget).findByRole('link', { name: 'Clinical essentials' })).toBeInTheDocument();
    expect(within(widget).queryByRole('link', { name: 'Legacy courses' })).not.toBeInTheDocument();
  });
});
