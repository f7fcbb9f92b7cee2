import { Link } from 'react-router-dom';
import { featureEnabled, useSession } from '@portal/session';
import { useText } from '../../messages';
import { paths } from '../../../paths';
import { useBasket } from '../basket-store';
import { commerceMessages } from '../messages';

/** 'View basket (n)' while commerce is on and the basket holds something: the way back to the basket from the catalogue. */
export function BasketLink() {
  const text = useText(commerceMessages);
  const enabled = useSession((state) => featureEnabled(state.settings, 'commerce'));
  const skus = useBasket();
  if (!enabled || skus.length === 0) return null;
  return (
    <p className="lp-basket-link">
      <Link to={paths.basket.href()}>{text('catalogue.commerce.viewBasket', { count: skus.length })}</Link>
    </p>
  );
}
