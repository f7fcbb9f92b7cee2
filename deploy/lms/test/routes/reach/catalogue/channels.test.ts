import { ChannelListResponseSchema, ChannelSchema, cataloguePaths } from '@portal/contracts/catalogue';
import * as v from 'valibot';
import { databases } from '../../../helpers/db';
import { useLms } from '../../../helpers/lms';
import { API, SCOPE, signedIn } from './helpers';

describe.each(databases())('channels on $name', (database) => {
  const lms = useLms(database);

  it('lists every channel with its categories; the blacklist is left to the portal', async () => {
    const { client } = await signedIn(lms);
    const { Channels } = v.parse(ChannelListResponseSchema, (await client.get(API + cataloguePaths.channels(SCOPE))).json());
    expect(Channels.map((c) => c.Id)).toEqual(expect.arrayContaining(['demo-channel-clinical', 'demo-channel-empty', 'demo-channel-legacy']));
    expect(Channels.find((c) => c.Id === 'demo-channel-empty')!.Categories).toEqual([]);
    expect(Channels.find((c) => c.Slug === 'legacy-courses')).toBeDefined();
  });

  it('answers one channel by id, 404 for an unknown one, 401 without a session', async () => {
    const { client } = await signedIn(lms);
    const channel = v.parse(ChannelSchema, (await client.get(API + cataloguePaths.channel(SCOPE, 'demo-channel-clinical'))).json());
    expect(channel).toMatchObject({ Name: 'Clinical essentials', Slug: 'clinical-essentials', Categories: ['cat-clinical', 'cat-infection', 'cat-medicines', 'cat-resus'] });
    expect((await client.get(API + cataloguePaths.channel(SCOPE, 'nope'))).statusCode).toBe(404);
    expect((await lms.client().get(API + cataloguePaths.channels(SCOPE))).statusCode).toBe(401);
  });
});
