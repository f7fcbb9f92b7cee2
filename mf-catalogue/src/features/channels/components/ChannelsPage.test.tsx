import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { Channel } from '@portal/contracts/catalogue';
import { renderAreaPage } from '@portal/testing';
import { makeCatalogue, makeCategory, makeItem } from '../../../lib/domain/test-fixtures';
import { lee } from '../../../test/catalogue-lms';
import ChannelPage from './ChannelPage';
import ChannelsPage from './ChannelsPage';

const categories = [makeCategory({ Id: 'c1', Name: 'root/Clinical' }), makeCategory({ Id: 'c2', Name: 'root/Clinical/Wounds', ShowContentInCatalogue: false })];
const items = [
  makeItem({ Id: 'a', Name: 'Hand hygiene', Categories: ['c1'], PriorityOrder: 1, ModifiedOn: '2026-01-01T00:00:00.000Z' }),
  makeItem({ Id: 'b', Name: 'Wound care', Categories: ['c2'], PriorityOrder: 3 }),
  makeItem({ Id: 'h', Name: 'Hidden extra', Categories: ['c1'], isHidden: true }),
];
const clinical: Channel = { Id: 'demo-channel-clinical', Name: 'Clinical skills', Slug: 'clinical', Categories: ['c1'] };
const empty: Channel = { Id: 'demo-channel-empty', Name: 'Staff News Hub', Slug: 'news', Categories: [] };
const secret: Channel = { Id: 'secret', Name: 'Secret', Slug: 'secret', Categories: ['c1'] };

function lms() {
  return createMockApiClient({
    'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue(items, categories),
    'GET /reach/:scope/api/v4/channels': () => ({ Channels: [clinical, empty, secret] }),
    'GET /reach/:scope/api/v4/channels/:id': (_body, _query, { id }) => {
      const channel = [clinical, empty].find((c) => c.Id === id);
      if (!channel) throw new ApiError({ status: 404, message: 'no channel' });
      return channel;
    },
  });
}

/** A channels page as lee sees it, on the mock LMS, with the 'secret' channel blacklisted. */
const show = (page: ReactElement, route: string, path: string) =>
  renderAreaPage(page, { route, path, api: lms(), user: lee, settings: { items: [], channelsBlackListFilter: ['secret'] } });

describe('ChannelsPage', () => {
  it('lists the channels but the blacklisted ones, each with its playlist by priority then name', async () => {
    show(<ChannelsPage />, '/catalogue/channels', '/catalogue/channels');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your playlists' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Channels' });
    const playlist = within(grid).getByRole('region', { name: 'Clinical skills' });
    expect(
      within(within(playlist).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/catalogue/launch/b', '/catalogue/launch/a', '/catalogue/launch/h']);
    expect(within(grid).queryByRole('region', { name: 'Secret' })).not.toBeInTheDocument();
  });

  it('links a channel without categories to the catalogue filtered by its name without spaces', async () => {
    show(<ChannelsPage />, '/catalogue/channels', '/catalogue/channels');
    expect(await screen.findByRole('link', { name: 'Staff News Hub' })).toHaveAttribute('href', '/catalogue/items/%23StaffNewsHub');
    expect(screen.getByRole('link', { name: 'Clinical skills' })).toHaveAttribute('href', '/catalogue/channel/demo-channel-clinical');
  });

  it('shows featured and recommended content', async () => {
    show(<ChannelsPage />, '/catalogue/channels', '/catalogue/channels');
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/catalogue/launch/a']);
    const recommended = screen.getByRole('region', { name: 'Recommended for you' });
    expect(
      within(recommended)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/catalogue/launch/a']);
  });
});

describe('ChannelPage', () => {
  it('shows the channel name and its categories with their items, hidden ones included', async () => {
    show(<ChannelPage />, '/catalogue/channel/:id', '/catalogue/channel/demo-channel-clinical');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinical skills' })).toBeInTheDocument();
    const category = screen.getByRole('region', { name: 'Clinical' });
    expect(within(category).getByRole('link', { name: /Hidden extra/ })).toHaveAttribute('href', '/catalogue/launch/h');
    expect(within(category).getByRole('link', { name: /Wound care/ })).toBeInTheDocument();
  });

  it('goes to the dashboard when the channel is missing', async () => {
    show(<ChannelPage />, '/catalogue/channel/:id', '/catalogue/channel/nope');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('goes to the filtered catalogue when the channel has no categories', async () => {
    show(<ChannelPage />, '/catalogue/channel/:id', '/catalogue/channel/demo-channel-empty');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/items\/%23StaffNewsHub$/));
  });
});
