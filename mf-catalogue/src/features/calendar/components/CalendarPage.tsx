import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@portal/contracts/catalogue';
import type { Certificate } from '@portal/contracts/certificates';
import { Spinner } from '@portal/ui';
import { CheckboxGroupField } from '@portal/ui/fields';
import { formatDateRange, formatDateTime, useLocale } from '@portal/i18n';
import { CertificateDialog } from './CertificateDialog';
import { itemPagePath } from '../../../lib/learning/item-page';
import { useText } from '../../../lib/messages';
import { SessionDetailsDialog } from '../../../lib/sessions/components/SessionDetailsDialog';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import {
  CALENDAR_COLOURS,
  certificateEntries,
  deadlineEntries,
  entriesToShow,
  sessionEntries,
  DEFAULT_FILTERS,
  type CalendarColour,
  type CalendarEntry,
  type CalendarFilters,
  type DateRange,
} from '../domain/calendar-entries';
import { useCertificateDates } from '../hooks/use-certificate-dates';
import { calendarMessages } from '../messages';
import './calendar.css';
import '../../../lib/sessions/sessions.css';

const CalendarView = lazy(() => import('./CalendarView'));

const FILTERS = ['sessions', 'deadlines', 'certificates', 'mySessionsOnly'] as const;
const KEY: readonly CalendarColour[] = ['grey', 'green', 'yellow', 'red', 'pink', 'blue'];

/** Before FullCalendar reports its first range: this month, so the first render already has entries. */
function thisMonth(): DateRange {
  const now = new Date();
  return { start: new Date(now.getFullYear(), now.getMonth(), 1), end: new Date(now.getFullYear(), now.getMonth() + 1, 1) };
}

/** /calendar: sessions, deadlines and certificate dates in a month view with filters (spec 2 §2, §4). */
export default function CalendarPage() {
  const text = useText(calendarMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const { index, isLoading } = useCatalogueIndex();
  const certificates = useCertificateDates();
  const [certificate, setCertificate] = useState<Certificate>();
  const [filters, setFilters] = useState<CalendarFilters>(DEFAULT_FILTERS);
  const [range, setRange] = useState<DateRange>(thisMonth);
  const [open, setOpen] = useState<{ session: Session; eventId: string }>();

  const all = useMemo(() => {
    if (!index) return [];
    const now = Date.now();
    return [...sessionEntries(index.items, now), ...deadlineEntries(index.items, now), ...certificateEntries(certificates.dates)];
  }, [index, certificates]);
  const shown = useMemo(() => entriesToShow(all, filters, range), [all, filters, range]);

  const nameOf = useCallback(
    (entry: CalendarEntry) => {
      const when = entry.end ? formatDateRange(entry.start, entry.end) : formatDateTime(entry.start);
      // Yellow is either (spec 2 §4): the entry says which.
      const meaning =
        entry.colour === 'yellow'
          ? text(entry.session?.Enrolment === 'PendingUserApproval' ? 'catalogue.calendar.meaning.invited' : 'catalogue.calendar.meaning.pending')
          : text(`catalogue.calendar.meaning.${entry.colour}`);
      if (entry.kind === 'session') return text('catalogue.calendar.name.session', { title: entry.title, meaning, when });
      if (entry.kind === 'deadline')
        return text('catalogue.calendar.name.deadline', { title: entry.title, status: text(`catalogue.calendar.status.${entry.status ?? 'Due'}`), when });
      return text('catalogue.calendar.name.certificate', { title: entry.title, meaning, when });
    },
    // text changes with the language, and so do the dates formatted here.
    [text],
  );

  const onOpen = useCallback(
    (entry: CalendarEntry) => {
      if (entry.session && entry.eventId) {
        setOpen({ session: entry.session, eventId: entry.eventId });
        return;
      }
      const held = entry.certificateId ? certificates.byId.get(entry.certificateId) : undefined;
      if (held) {
        setCertificate(held);
        return;
      }
      const item = entry.itemId ? index?.byId.get(entry.itemId) : undefined;
      if (item) navigate(itemPagePath(item));
    },
    [index, navigate, certificates],
  );

  // The open session follows the reloaded catalogue after an enrolment.
  const openSession = open ? (index?.byId.get(open.eventId)?.Sessions?.find((s) => s.Id === open.session.Id) ?? open.session) : undefined;

  return (
    <section className="lp-calendar" aria-labelledby="lp-calendar-title">
      <h1 id="lp-calendar-title">{text('catalogue.calendar.title')}</h1>
      <CheckboxGroupField
        className="lp-calendar__filters"
        label={text('catalogue.calendar.filters')}
        options={FILTERS.map((name) => ({ value: name, label: text(`catalogue.calendar.filter.${name}`) }))}
        value={FILTERS.filter((name) => filters[name])}
        onChange={(event) => {
          const { value, checked } = event.target;
          setFilters((current) => ({ ...current, [value]: checked }));
        }}
      />
      <ul className="lp-calendar__key" aria-label={text('catalogue.calendar.key')}>
        {KEY.map((colour) => (
          <li key={colour}>
            <span className="lp-calendar__swatch" style={{ background: CALENDAR_COLOURS[colour].background }} aria-hidden="true" />
            {text(`catalogue.calendar.meaning.${colour}`)}
          </li>
        ))}
      </ul>
      {isLoading || !index ? (
        <Spinner label={text('catalogue.calendar.loading')} />
      ) : (
        <Suspense fallback={<Spinner label={text('catalogue.calendar.loading')} />}>
          <CalendarView
            entries={shown}
            locale={locale}
            nameOf={nameOf}
            buttonText={{ today: text('catalogue.calendar.today'), month: text('catalogue.calendar.month') }}
            hints={{ previous: text('catalogue.calendar.previous'), next: text('catalogue.calendar.next') }}
            onRangeChange={setRange}
            onOpen={onOpen}
          />
        </Suspense>
      )}
      {certificate && <CertificateDialog certificate={certificate} onClose={() => setCertificate(undefined)} />}
      {openSession && open && <SessionDetailsDialog session={openSession} eventId={open.eventId} showEventLink requireSeats onClose={() => setOpen(undefined)} />}
    </section>
  );
}
