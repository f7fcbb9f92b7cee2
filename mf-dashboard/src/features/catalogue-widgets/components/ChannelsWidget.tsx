import { Link } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { useChannels } from '../api/get-channels';
import { channelHref } from '../domain/channel-link';
import { catalogueWidgetMessages } from '../messages';

/** The channels list (spec 3 §2): each opens its channel page, or the catalogue filtered by its name when it has no categories. */
export function ChannelsWidget() {
  const text = useText(catalogueWidgetMessages);
  const { data: channels, isPending } = useChannels();
  return (
    <Widget title={text('widgets.channels.title')}>
      {isPending ? (
        <Spinner label={text('widgets.channels.title')} />
      ) : !channels?.length ? (
        <p>{text('widgets.channels.empty')}</p>
      ) : (
        <ul className="lp-link-list">
          {channels.map((channel) => (
            <li key={channel.Id}>
              <Link to={channelHref(channel)}>{channel.Name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
