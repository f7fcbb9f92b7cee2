import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { visibleChannels } from '@portal/contracts/catalogue';
import { channelHref, useChannels } from '@portal/query/channels';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { catalogueWidgetMessages } from '../messages';

/**
 * The channels list (spec 3 §2): each opens its channel page, or the catalogue filtered by its name
 * when it has no categories; the tenant's blacklisted channels are left out.
 */
export function ChannelsWidget() {
  const text = useText(catalogueWidgetMessages);
  const { data, isPending } = useChannels();
  // Spec 2 §5: the tenant's blacklisted channels are listed nowhere.
  const blacklist = useSession((state) => state.settings?.channelsBlackListFilter);
  const channels = useMemo(() => visibleChannels(data ?? [], blacklist), [data, blacklist]);
  return (
    <Widget title={text('widgets.channels.title')}>
      {isPending ? (
        <Spinner label={text('widgets.channels.title')} />
      ) : !channels.length ? (
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
