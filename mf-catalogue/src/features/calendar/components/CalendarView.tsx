import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import type { DatesSetArg, EventClickArg, EventContentArg, EventInput, EventMountArg } from '@fullcalendar/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { directionOf } from '@portal/i18n';
import { CALENDAR_COLOURS, type CalendarEntry, type DateRange } from '../domain/calendar-entries';
import { useCalendarLocale } from './calendar-locale';

/** Spec 2 §9: month view 540 pixels high; events are not editable. */
export const CALENDAR_HEIGHT = 540;

export interface CalendarViewProps {
  entries: readonly CalendarEntry[];
  /** The active language: FullCalendar's texts, week and date formats, and its direction (ar-SA right to left). */
  locale: string;
  /** The readable name of an entry (its title, kind, status and date). */
  nameOf(entry: CalendarEntry): string;
  buttonText: { today: string; month: string };
  hints: { previous: string; next: string };
  onRangeChange(range: DateRange): void;
  onOpen(entry: CalendarEntry): void;
}

/** The FullCalendar month view. Only the calendar page imports this file, so FullCalendar loads with it alone. */
/** Below this width a day's column is too narrow for its name ('Wednesday', 'الأربعاء'): one letter it is. */
const NARROW_SCREEN = '(max-width: 599px)';

/** Whether the screen is narrow now, following changes of width. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_SCREEN);
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return narrow;
}

export default function CalendarView({ entries, locale, nameOf, buttonText, hints, onRangeChange, onOpen }: CalendarViewProps) {
  const calendarLocale = useCalendarLocale(locale);
  const narrow = useNarrowScreen();
  const events = useMemo(
    () =>
      entries.map((entry): EventInput => {
        const colours = CALENDAR_COLOURS[entry.colour];
        return {
          id: entry.id,
          title: entry.title,
          start: entry.start,
          end: entry.end,
          allDay: entry.allDay,
          backgroundColor: colours.background,
          borderColor: colours.background,
          textColor: colours.text,
          classNames: [`lp-calendar-entry--${entry.colour}`],
          extendedProps: { entry },
        };
      }),
    [entries],
  );

  // FullCalendar gives its chevron buttons only a title, and their glyphs are role="img" without a
  // name: an aria-label names each button for every reader (axe button-name, role-img-alt), set again
  // whenever it redraws its toolbar.
  const frame = useRef<HTMLDivElement>(null);
  const nameButtons = useCallback(() => {
    frame.current?.querySelector('.fc-prev-button')?.setAttribute('aria-label', hints.previous);
    frame.current?.querySelector('.fc-next-button')?.setAttribute('aria-label', hints.next);
    frame.current?.querySelectorAll('.fc-toolbar .fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  }, [hints.previous, hints.next]);
  useEffect(nameButtons);

  return (
    <div ref={frame} className="lp-calendar__frame">
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        locale={calendarLocale}
        direction={directionOf(locale)}
        height={CALENDAR_HEIGHT}
        editable={false}
        firstDay={1}
        dayHeaderFormat={{ weekday: narrow ? 'narrow' : 'short' }}
        // Timed events as coloured blocks too (the month view draws them as dots by default).
        eventDisplay="block"
        eventInteractive
        headerToolbar={{ start: 'title', center: '', end: 'today prev,next' }}
        buttonText={buttonText}
        buttonHints={{ prev: hints.previous, next: hints.next }}
        events={events}
        datesSet={(arg: DatesSetArg) => {
          nameButtons();
          onRangeChange({ start: arg.start, end: arg.end });
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(arg.event.extendedProps.entry as CalendarEntry);
        }}
        eventContent={(arg: EventContentArg) => <span className="lp-calendar-entry__title">{arg.event.title}</span>}
        // A day cell named by its day number alone while it also holds entries fails 2.5.3 (axe
        // label-content-name-mismatch): its content names it.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        eventDidMount={(arg: EventMountArg) => {
          // Each entry is a button with a readable name: what it is, its status and when.
          arg.el.setAttribute('role', 'button');
          arg.el.setAttribute('aria-label', nameOf(arg.event.extendedProps.entry as CalendarEntry));
        }}
      />
    </div>
  );
}
