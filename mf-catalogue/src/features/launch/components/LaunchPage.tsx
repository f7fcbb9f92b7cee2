/** Placeholder until the feature lands. */
export default function LaunchPage() {
  return <h1>Launch</h1>;
}
