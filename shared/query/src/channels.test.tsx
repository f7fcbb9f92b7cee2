import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, ApiProvider } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import { sessionStore } from '@portal/session';
import { channelHref, useChannels } from './channels';
import { createPortalQueryClient } from './index';
import { queryKeys } from './keys';

const CHANNELS = [
  { Id: 'c1', Name: 'Clinical Skills', Slug: 'clinical-skills', Categories: [] },
  { Id: 'c2', Name: 'Leadership', Slug: 'leadership', Categories: ['lead'] },
];

function Channels() {
  const { data } = useChannels();
  if (!data) return <p>loading</p>;
  return (
    <ul aria-label="Channels">
      {data.map((channel) => (
        <li key={channel.Id}>
          <a href={channelHref(channel)}>{channel.Name}</a>
        </li>
      ))}
    </ul>
  );
}

function show(handler: MockHandler) {
  sessionStore.getState().setScope('demo');
  const client = createPortalQueryClient();
  const api = createMockApiClient({ 'GET /reach/demo/api/v4/channels': handler });
  render(
    <ApiProvider value={api}>
      <QueryClientProvider client={client}>
        <Channels />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return client;
}

describe('useChannels (one read for every area)', () => {
  it("reads the tenant's channels under the one channels key, each linked as spec 2 §2 says", async () => {
    const client = show(() => ({ Channels: CHANNELS }));
    expect(await screen.findByRole('link', { name: 'Clinical Skills' })).toHaveAttribute('href', '/catalogue/items/%23ClinicalSkills');
    expect(screen.getByRole('link', { name: 'Leadership' })).toHaveAttribute('href', '/catalogue/channel/c2');
    expect(client.getQueryData(queryKeys.channels.list('demo'))).toHaveLength(2);
  });

  it('shows no channels when the read fails (spec 2 §8)', async () => {
    show(() => {
      throw new ApiError({ status: 500, code: 'Boom', message: 'boom' });
    });
    expect(await screen.findByRole('list', { name: 'Channels' })).toBeEmptyDOMElement();
  });
});
