import './external-learning.css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { ELA_APPROVAL_STATUSES, type ExternalLearningItem } from '@portal/contracts/external-learning';
import { useSession, featureEnabled } from '@portal/session';
import { Button, Spinner, TextField, usePageTitle } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { formatDate, formatNumber } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useExternalLearningList, type ListFilter } from '../api/get-external-learning-list';
import { externalLearningMessages } from '../messages';

/** The day of an item as the learner gave it (occurredOn is written as UTC), in the reader's language. */
function occurredText(item: Pick<ExternalLearningItem, 'occurredOn' | 'occurredAt'>): string {
  if (!item.occurredOn) return '';
  const day = formatDate(item.occurredOn, { timeZone: 'UTC' });
  return item.occurredAt ? `${day} ${item.occurredAt}` : day;
}

interface SearchForm {
  searchText: string;
}

/** /external-activities (spec 2 §2): the learner's external learning, 50 at a time by offset, searched and filtered by approval status. */
export default function ExternalActivitiesPage() {
  const enabled = useSession((state) => featureEnabled(state.settings, 'externalLearning'));
  if (!enabled) return <Navigate to={paths.dashboard.href()} replace />;
  return <ExternalActivitiesList />;
}

function ExternalActivitiesList() {
  const text = useText(externalLearningMessages);
  const [filter, setFilter] = useState<ListFilter>({ approvalStatus: '', searchText: '' });
  // No payload goes to the server as typed (the words join the list's filter), so there is no schema to resolve.
  const { register, handleSubmit } = useForm<SearchForm>({ defaultValues: { searchText: '' } });
  const list = useExternalLearningList(filter);
  usePageTitle(text('catalogue.externalLearning.title'));

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const filtered = filter.approvalStatus !== '' || filter.searchText !== '';
  const onSearch = handleSubmit(({ searchText }) => setFilter((current) => ({ ...current, searchText: searchText.trim() })));

  return (
    <div className="lp-ela">
      <h1>{text('catalogue.externalLearning.title')}</h1>
      <p>{text('catalogue.externalLearning.intro')}</p>
      <p>
        <Link className="lp-button lp-button--primary" to={paths.externalActivity.href('new')}>
          {text('catalogue.externalLearning.add')}
        </Link>
      </p>
      <form className="lp-ela__toolbar" role="search" onSubmit={onSearch}>
        <TextField label={text('catalogue.externalLearning.search')} type="search" {...register('searchText')} />
        <Button type="submit">{text('catalogue.externalLearning.searchButton')}</Button>
        <SelectField
          label={text('catalogue.externalLearning.statusFilter')}
          value={filter.approvalStatus}
          onChange={(event) => setFilter((current) => ({ ...current, approvalStatus: event.target.value }))}
          placeholder={text('catalogue.externalLearning.allStatuses')}
          options={ELA_APPROVAL_STATUSES.map((status) => ({ value: status, label: text(`catalogue.externalLearning.status.${status}`) }))}
        />
      </form>
      {list.isPending ? (
        <Spinner label={text('catalogue.externalLearning.loading')} />
      ) : items.length === 0 ? (
        <p role="status">{text(filtered ? 'catalogue.externalLearning.noMatches' : 'catalogue.externalLearning.empty')}</p>
      ) : (
        <>
          <p role="status">{text('catalogue.externalLearning.shownOf', { shown: formatNumber(items.length), total: formatNumber(total) })}</p>
          <ul className="lp-ela__list">
            {items.map((item) => (
              <li key={item.id} className="lp-ela__card">
                <h2>
                  <Link to={paths.externalActivity.href(item.id)}>{item.name}</Link>
                </h2>
                <dl className="lp-ela__meta">
                  <div>
                    <dt>{text('catalogue.externalLearning.status')}:</dt>
                    <dd className="lp-ela__status">{text(`catalogue.externalLearning.status.${item.approvalStatusId}`)}</dd>
                  </div>
                  {item.occurredOn && (
                    <div>
                      <dt>{text('catalogue.externalLearning.date')}:</dt>
                      <dd>{occurredText(item)}</dd>
                    </div>
                  )}
                  {item.typeName && (
                    <div>
                      <dt>{text('catalogue.externalLearning.type')}:</dt>
                      <dd>{item.typeName}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <p>
              <Button type="button" variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {text('catalogue.externalLearning.loadMore')}
              </Button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
