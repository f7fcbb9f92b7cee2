import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { channelHref, useChannels } from '@portal/query/channels';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { channelPlaylist, featuredItems, recommendedItems, visibleChannels } from '../domain/playlists';
import { channelsMessages } from '../messages';
import { Playlist } from './Playlist';
import './channels.css';

/** /catalogue/channels: featured and recommended content, then a grid of channels, each a playlist (spec 2 §2). */
export default function ChannelsPage() {
  const text = useText(channelsMessages);
  const blacklist = useSession((state) => state.settings?.channelsBlackListFilter);
  const { index, isLoading } = useCatalogueIndex();
  const channelsQuery = useChannels();

  const channels = useMemo(() => visibleChannels(channelsQuery.data ?? [], blacklist), [channelsQuery.data, blacklist]);
  const featured = useMemo(() => (index ? featuredItems(index.items) : []), [index]);
  const recommended = useMemo(() => (index ? recommendedItems(index.items) : []), [index]);

  return (
    <section className="lp-channels" aria-labelledby="lp-channels-title">
      <h1 id="lp-channels-title">{text('catalogue.channels.title')}</h1>
      {isLoading || !index || channelsQuery.isLoading ? (
        <Spinner label={text('catalogue.channels.loading')} />
      ) : (
        <>
          {featured.length > 0 && <Playlist name={text('catalogue.channels.featured')} items={featured} />}
          <Playlist name={text('catalogue.channels.recommended')} items={recommended} />
          {channels.length === 0 ? (
            <p>{text('catalogue.channels.noChannels')}</p>
          ) : (
            <ul className="lp-channels__grid" aria-label={text('catalogue.channels.channels')}>
              {channels.map((channel) => (
                <li key={channel.Id} className="lp-channels__channel">
                  <Playlist name={channel.Name} heading={<Link to={channelHref(channel)}>{channel.Name}</Link>} items={channelPlaylist(channel, index)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
