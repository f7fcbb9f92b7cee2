import { Navigate, useParams } from 'react-router-dom';
import { channelHref } from '@portal/query/channels';
import { Spinner } from '@portal/ui';
import { paths } from '../../../paths';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useChannel } from '../api/get-channel';
import { channelSections } from '../domain/playlists';
import { channelsMessages } from '../messages';
import { ItemTiles } from './ItemTile';
import './channels.css';

/**
 * /catalogue/channel/{id}: the channel's categories with their items, hidden ones included (spec 2 §5
 * channel view). A missing channel goes to the dashboard; one without categories to the filtered catalogue.
 */
export default function ChannelPage() {
  const { id = '' } = useParams();
  const text = useText(channelsMessages);
  const channelQuery = useChannel(id);
  const { index, isLoading } = useCatalogueIndex();

  if (channelQuery.isLoading || isLoading || !index) return <Spinner label={text('catalogue.channels.loading')} />;
  const channel = channelQuery.data;
  if (!channel) return <Navigate to={paths.dashboard.href()} replace />;
  if (channel.Categories.length === 0) return <Navigate to={channelHref(channel)} replace />;

  return (
    <section className="lp-channel" aria-labelledby="lp-channel-title">
      <h1 id="lp-channel-title">{channel.Name}</h1>
      {channelSections(channel, index).map(({ category, items }) => (
        <section key={category.Id} className="lp-channel__category" aria-labelledby={`lp-category-${category.Id}`}>
          <h2 id={`lp-category-${category.Id}`}>{category.displayName}</h2>
          {category.Description && <p>{category.Description}</p>}
          <ItemTiles items={items} empty={text('catalogue.channels.emptyCategory')} className="lp-channel__items" />
        </section>
      ))}
    </section>
  );
}
