import '../../../lib/learning/learning.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, SafeHtml, Spinner, usePageTitle } from '@portal/ui';
import { Thumbnail } from '@portal/ui/thumbnail';
import { PremiumPanel } from '../../../lib/commerce/components/PremiumPanel';
import { commerceMessages } from '../../../lib/commerce/messages';
import { contentAddress } from '../../../lib/learning/content-address';
import { CurriculumBreadcrumb } from '../../../lib/learning/components/CurriculumBreadcrumb';
import { ItemExtensions } from './ItemExtensions';
import { ItemSummary } from '../../../lib/learning/components/ItemSummary';
import { PrerequisiteList } from '../../../lib/learning/components/PrerequisiteList';
import { RatingStars } from '../../../lib/learning/components/RatingStars';
import { useBreadcrumbTrail, type CurriculumNavigationState } from '../../../lib/learning/hooks/use-breadcrumb-trail';
import { useRating } from '../../../lib/learning/hooks/use-rating';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { OfflinePanel } from './OfflinePanel';
import { NO_PARENT, paths } from '../../../paths';
import { useLandingPage } from '../hooks/use-landing-page';
import { landingPageMessages } from '../messages';
import { MediaDialog } from './MediaDialog';

const AUTOLAUNCH = 'autolaunch';

/**
 * /catalogue/landingpage/item/{id}/{parentId?}/{autolaunch?} (spec 2 §2): an item's details and
 * what the learner can do with it. Video and audio play here; with the autolaunch segment they
 * start at once (the launch sends them here so).
 */
export default function LandingPage() {
  const params = useParams();
  const id = params.id;
  const parentId = params.parentId && params.parentId !== NO_PARENT ? params.parentId : undefined;
  const autolaunch = params.autolaunch === AUTOLAUNCH;
  const text = useText(landingPageMessages);
  const learningText = useText(learningMessages);
  const commerceText = useText(commerceMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const page = useLandingPage(id, parentId);
  const { item, index, check, actions } = page;
  const rating = useRating(item);
  const trail = useBreadcrumbTrail(parentId, check.breadcrumb);
  const [playing, setPlaying] = useState(false);
  const autolaunched = useRef<string>();
  usePageTitle(text('catalogue.landingPage.title'));

  const { mediaOpened } = page;
  const play = useCallback(() => {
    setPlaying(true);
    void mediaOpened();
  }, [mediaOpened]);

  useEffect(() => {
    if (!autolaunch || !item || !actions?.media || autolaunched.current === item.Id) return;
    autolaunched.current = item.Id;
    play();
  }, [autolaunch, item, actions?.media, play]);

  const stopPlaying = () => {
    setPlaying(false);
    // Played once: a reload of the page should not start it again.
    if (autolaunch && id) navigate(paths.landingPage.href(id, parentId), { replace: true, state: location.state });
  };

  const launch = () => {
    if (!id) return;
    const here = `${location.pathname}${location.search}`;
    const state: CurriculumNavigationState = { from: here };
    navigate(parentId ? paths.launch.href(parentId, id) : paths.launch.href(id), { state });
  };

  if (page.isLoading || !index) return <Spinner label={text('catalogue.landingPage.loading')} />;
  if (!item || !actions) {
    return (
      <section className="lp-learning">
        <h1>{text('catalogue.landingPage.title')}</h1>
        <p role="alert">{text('catalogue.landingPage.notFound')}</p>
      </section>
    );
  }

  const mediaUrl = actions.media ? contentAddress(item) : undefined;
  return (
    <article className="lp-learning" aria-busy={page.submitting}>
      <CurriculumBreadcrumb
        trail={trail}
        locked={new Set(check.breadcrumb.filter((crumb) => crumb.isLocked).map((crumb) => crumb.id))}
        itemsById={index.byId}
        current={item.Name}
      />
      <h1>{item.Name}</h1>
      <Thumbnail className="lp-learning__thumbnail" src={item.ThumbnailUrl} type={item.type} width={640} height={360} eager />
      {check.isLocked && (
        <p role="alert" className="lp-learning__notice">
          {learningText('L10N.GLOBAL.MESSAGES.CurriculumLocking.Failure')}
        </p>
      )}
      <ItemSummary
        item={item}
        rating={
          rating.enabled ? (
            <RatingStars rating={rating.rating} mean={rating.mean} count={rating.count} busy={rating.busy} onRate={rating.allowed && !check.isLocked ? rating.rate : undefined} />
          ) : undefined
        }
      />
      <ItemExtensions itemId={item.Id} />
      {item.Description && <SafeHtml className="lp-learning__description" html={item.Description} />}
      {actions.prerequisites && <PrerequisiteList prerequisites={actions.prerequisites.views} required={actions.prerequisites.required} />}
      {actions.enrolmentNote && <p>{text(`catalogue.landingPage.${actions.enrolmentNote}`, { name: page.parent?.Name ?? '' })}</p>}
      {page.premium.state === 'unpaid' && <p className="lp-learning__notice">{commerceText('catalogue.commerce.buyFirst')}</p>}
      <PremiumPanel item={page.premium.state === 'unpaid' ? page.premium.unpaid : item} />
      <div className="lp-learning__actions">
        {actions.canLaunch && <Button onClick={launch}>{text('catalogue.landingPage.launch')}</Button>}
        {actions.canEnrol && (
          <Button onClick={() => void page.enrol()} disabled={page.submitting}>
            {learningText('catalogue.learning.enrol')}
          </Button>
        )}
        {actions.canMarkComplete && (
          <Button variant="secondary" onClick={() => void page.markComplete()} disabled={page.submitting}>
            {text('catalogue.landingPage.markComplete')}
          </Button>
        )}
        {actions.canCancelCompletion && (
          <Button variant="secondary" onClick={() => void page.cancelCompletion()} disabled={page.submitting}>
            {text('catalogue.landingPage.cancelCompletion')}
          </Button>
        )}
        {actions.canRegisterInterest && (
          <Button variant="secondary" onClick={() => void page.subscribe()} disabled={page.submitting}>
            {text('catalogue.landingPage.registerInterest')}
          </Button>
        )}
      </div>
      <OfflinePanel item={item} />
      {playing && actions.media && mediaUrl && <MediaDialog kind={actions.media} title={item.Name} url={mediaUrl} onClose={stopPlaying} />}
    </article>
  );
}
