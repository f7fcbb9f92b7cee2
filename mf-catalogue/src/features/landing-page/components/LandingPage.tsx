/** Placeholder until the feature lands. */
export default function LandingPage() {
  return <h1>Content landing page</h1>;
}
