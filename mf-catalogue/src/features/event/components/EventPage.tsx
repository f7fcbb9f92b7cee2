/** Placeholder until the feature lands. */
export default function EventPage() {
  return <h1>Event</h1>;
}
