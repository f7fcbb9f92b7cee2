import '../../../lib/learning/learning.css';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { itemTypeName } from '@portal/i18n/item-types';
import { Button, Dialog, SafeHtml, Spinner } from '@portal/ui';
import { canEnrol, isPendingApproval } from '../../../lib/domain/enrolment';
import { CurriculumBreadcrumb } from '../../../lib/learning/components/CurriculumBreadcrumb';
import { ItemSummary } from '../../../lib/learning/components/ItemSummary';
import { PrerequisiteList } from '../../../lib/learning/components/PrerequisiteList';
import { RatingStars } from '../../../lib/learning/components/RatingStars';
import { useBreadcrumbTrail, type CurriculumNavigationState } from '../../../lib/learning/hooks/use-breadcrumb-trail';
import { itemPagePath } from '../../../lib/learning/item-page';
import { learningMessages, type LearningMessageKey } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useCurriculumPage } from '../hooks/use-curriculum-page';
import { curriculumMessages } from '../messages';

/**
 * /catalogue/item/{id}/{parentId?} (spec 2 §2): a curriculum with its entries in order, their
 * status and prerequisites, its progress (the average of its required children), the breadcrumb of
 * the curricula above it with their locks, and the updating notice after a child changed.
 */
export default function CurriculumPage() {
  const { id, parentId } = useParams();
  const text = useText(curriculumMessages);
  const learningText = useText(learningMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = location.state as CurriculumNavigationState | null;
  const page = useCurriculumPage(id, parentId);
  const { curriculum, index, check, rating, entries } = page;
  const trail = useBreadcrumbTrail(parentId, check.breadcrumb);
  const searched = useRef<HTMLLIElement>(null);
  const contentsId = useId();

  // Hidden parameter searchedChildId: the child the learner searched for is brought into view.
  useEffect(() => {
    searched.current?.scrollIntoView?.({ block: 'center' });
    searched.current?.focus();
  }, [curriculum?.Id, navigation?.searchedChildId]);

  if (page.uiState === 'loading' || !index) return <Spinner label={text('catalogue.curriculum.loading')} />;
  if (!curriculum) {
    return (
      <section className="lp-learning">
        <p role="alert">{text('catalogue.curriculum.notFound')}</p>
      </section>
    );
  }

  const { locked, ownPrerequisites } = page;
  const here = `${location.pathname}${location.search}`;
  const childTrail = [...trail, curriculum.Id];
  const launch = (childId: string) => navigate(paths.launch.href(curriculum.Id, childId), { state: { from: here } satisfies CurriculumNavigationState });

  return (
    <article className="lp-learning" aria-busy={page.uiState !== 'ready'}>
      <CurriculumBreadcrumb
        trail={trail}
        locked={new Set(check.breadcrumb.filter((crumb) => crumb.isLocked).map((crumb) => crumb.id))}
        itemsById={index.byId}
        current={curriculum.Name}
      />
      <h1>{curriculum.Name}</h1>
      {check.isLocked && (
        <p role="alert" className="lp-learning__notice">
          {learningText('L10N.GLOBAL.MESSAGES.CurriculumLocking.Failure')}
        </p>
      )}
      {ownPrerequisites && (
        <>
          <p className="lp-learning__notice">{text('catalogue.curriculum.lockedByPrerequisites')}</p>
          <PrerequisiteList prerequisites={ownPrerequisites.views} required={ownPrerequisites.required} />
        </>
      )}
      <ItemSummary
        item={curriculum}
        rating={
          rating.enabled ? (
            <RatingStars rating={rating.rating} mean={rating.mean} count={rating.count} busy={rating.busy} onRate={rating.allowed && !locked ? rating.rate : undefined} />
          ) : undefined
        }
      />
      {curriculum.Description && <SafeHtml className="lp-learning__description" html={curriculum.Description} />}
      {isPendingApproval(curriculum.Enrolment) && <p>{text('catalogue.curriculum.pending')}</p>}
      {!locked && canEnrol(curriculum.Enrolment) && curriculum.EnrolmentMode !== 'RequiredWithoutSelfEnrolment' && (
        <div className="lp-learning__actions">
          <Button onClick={() => void page.enrol()} disabled={page.submitting}>
            {learningText('catalogue.learning.enrol')}
          </Button>
        </div>
      )}

      <h2 id={contentsId}>{text('catalogue.curriculum.contents')}</h2>
      <ol className="lp-curriculum__entries" aria-labelledby={contentsId}>
        {entries.map(({ entry, item, prerequisites, requiredPrerequisites }) => (
          <li
            key={entry.ItemId}
            className="lp-curriculum__entry"
            ref={entry.ItemId === navigation?.searchedChildId ? searched : undefined}
            tabIndex={entry.ItemId === navigation?.searchedChildId ? -1 : undefined}
          >
            {item ? (
              <>
                <h3>
                  <Link to={itemPagePath(item, curriculum.Id)} state={{ curriculumBreadcrumb: childTrail } satisfies CurriculumNavigationState}>
                    {item.Name}
                  </Link>
                </h3>
                <p>
                  {itemTypeName(item.type, item.FriendlyType)} · {learningText(`catalogue.learning.status.${item.displayStatus}` as LearningMessageKey)} ·{' '}
                  {text(entry.IsRequiredForCompletion ? 'catalogue.curriculum.required' : 'catalogue.curriculum.optional')}
                </p>
                <PrerequisiteList
                  prerequisites={prerequisites}
                  required={requiredPrerequisites}
                  headingLevel={4}
                  label={learningText('catalogue.learning.prerequisites.of', { name: item.Name })}
                />
                {!locked && (
                  <Button variant="secondary" aria-label={text('catalogue.curriculum.launchItem', { name: item.Name })} onClick={() => launch(item.Id)}>
                    {text('catalogue.curriculum.launch')}
                  </Button>
                )}
              </>
            ) : (
              <p>{text('catalogue.curriculum.unavailable')}</p>
            )}
          </li>
        ))}
      </ol>

      {page.uiState === 'updating' && (
        <Dialog title={text('catalogue.curriculum.updatingTitle')} closeOnBackdrop={false} onClose={() => undefined}>
          <p role="status">{text('catalogue.curriculum.updatingText')}</p>
        </Dialog>
      )}
    </article>
  );
}
