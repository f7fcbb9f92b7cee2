import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING,
  INSTRUCTOR_SEARCH_REASONS,
  ListUsersRequestSchema,
  distinctNames,
  type InstructorSession,
  type InstructorUser,
  type ListUsersRequest,
} from '@portal/contracts/instructors';
import { namedItem } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, messages } from '@portal/ui';
import { TextField } from '@portal/ui/fields';
import { instructorsMessages, useText } from '../../../lib/messages';
import { useUserSearch } from '../api/list-users';
import { useSetEnrollment } from '../api/set-enrollment';
import { addUsersMessages, type AddUsersKey } from '../messages';

const NO_ONE: readonly { user_id: string }[] = [];

/** The schema's reasons as this package's texts. */
function reasonKey(reason: string | undefined): AddUsersKey {
  return reason === INSTRUCTOR_SEARCH_REASONS.email ? 'instructors.search.email' : 'instructors.search.tooShort';
}

/**
 * Add users (spec 3 §5): search the tenant's users (an e-mail address only when the tenant's setting
 * says so, otherwise at least 3 characters) and add one to the session, where they start not
 * attended. A failed search shows the general failure and the search's own error text.
 */
export function AddUsers({ session }: { session: InstructorSession }) {
  const text = useText(addUsersMessages);
  const shared = useText(instructorsMessages);
  const user = useSession((state) => state.user);
  const emailOnly = namedItem(useSession((state) => state.settings) ?? { items: [] }, INSTRUCTOR_SEARCH_EMAIL_ONLY_SETTING) === 'true';
  const [request, setRequest] = useState<ListUsersRequest>();
  const users = useUserSearch(request);
  const enrol = useSetEnrollment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ListUsersRequest>({
    resolver: valibotResolver(ListUsersRequestSchema),
    defaultValues: { session_id: session.id, query: '', ...(emailOnly ? { property: 'mail' as const } : {}) },
  });

  const onSearch = handleSubmit((values) => setRequest({ ...values, query: values.query.trim() }));
  // Spec 3 §8: a failed search shows the general failure (the error toast of every failed call) plus
  // the search's own error text beside the form.
  const searchFailed = users.isError;
  useEffect(() => {
    if (searchFailed) messages.error(shared('instructors.general.failure'));
  }, [searchFailed, users.errorUpdatedAt, shared]);

  // Two users of the same name are told apart by their user names (in the table and the button names).
  const nameOf = distinctNames(users.data ?? []);
  const add = async (found: InstructorUser) => {
    // The answer is the session's attendees; a failed call answers none, so the user is not among them.
    const attendees = await enrol.mutateAsync({ instructor_id: user?.id ?? '', session_id: session.id, user_id: found.id }).catch(() => NO_ONE);
    if (attendees.some((attendee) => attendee.user_id === found.id)) messages.success(text('instructors.search.added', { name: nameOf(found) }));
    else messages.error(shared('instructors.general.failure'));
  };

  const queryError = errors.query;
  return (
    <section aria-labelledby="instructors-add-heading">
      <h2 id="instructors-add-heading">{shared('instructors.session.tabs.AddUsers')}</h2>
      <form onSubmit={(event) => void onSearch(event)} noValidate role="search">
        <TextField
          id="instructors-search"
          type={emailOnly ? 'email' : 'search'}
          label={text(emailOnly ? 'instructors.search.labelEmail' : 'instructors.search.label')}
          autoComplete="off"
          error={queryError ? text(reasonKey(queryError.message)) : undefined}
          {...register('query')}
        />
        <div className="lp-instructors__actions">
          <Button type="submit">{text('instructors.search.submit')}</Button>
        </div>
      </form>
      <div aria-live="polite">
        {searchFailed && <p role="alert">{text('instructors.search.failure')}</p>}
        {users.data &&
          (users.data.length === 0 ? (
            <p>{text('instructors.search.none')}</p>
          ) : (
            <div className="lp-instructors__table-wrap">
              <table className="lp-instructors__table lp-table-stack">
                <caption className="lp-visually-hidden">{text('instructors.search.results')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{shared('instructors.register.name')}</th>
                    <th scope="col">{shared('instructors.register.username')}</th>
                    <th scope="col">{shared('instructors.register.mail')}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {users.data.map((found) => (
                    <tr key={found.id}>
                      <th scope="row">{found.name}</th>
                      <td data-label={shared('instructors.register.username')}>{found.username}</td>
                      <td data-label={shared('instructors.register.mail')}>{found.mail}</td>
                      <td>
                        {found.attendee ? (
                          text('instructors.search.attending')
                        ) : (
                          <Button variant="secondary" disabled={enrol.isPending} onClick={() => void add(found)}>
                            {text('instructors.search.add', { name: nameOf(found) })}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </div>
    </section>
  );
}
