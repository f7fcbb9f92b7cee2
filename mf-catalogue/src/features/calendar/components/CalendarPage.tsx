/** Placeholder until the feature lands. */
export default function CalendarPage() {
  return <h1>Calendar</h1>;
}
