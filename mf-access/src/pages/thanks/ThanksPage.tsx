import '../../lib/access.css';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@portal/i18n';
import { ACCESS_ID, useText } from '../../lib/messages';
import { paths } from '../../paths';
import { thanksMessages, type ThanksMessageKey } from '../../features/thanks/messages';

const isThanksKey = (key: string): key is ThanksMessageKey => key in thanksMessages;

/**
 * /access/thanks?title=&text= (spec 1 §2): a confirmation page. `title` and `text` are message keys
 * (this page's, or any the tenant's texts define), never shown as they are: an address anyone can
 * craft must not put its own words on the portal's page.
 */
export default function ThanksPage() {
  const text = useText(thanksMessages);
  const { t } = useTranslation(ACCESS_ID);
  const [searchParams] = useSearchParams();
  const resolve = (key: string | null): string => {
    if (!key) return '';
    if (isThanksKey(key)) return text(key);
    return String(t(key, { defaultValue: '' }));
  };
  const title = resolve(searchParams.get('title')) || text('access.thanks.title');
  const body = resolve(searchParams.get('text'));

  return (
    <div className="lp-access lp-access--thanks">
      <h1>{title}</h1>
      {body && <p role="status">{body}</p>}
      <Link to={paths.signIn.href()}>{text('access.thanks.signIn')}</Link>
    </div>
  );
}
