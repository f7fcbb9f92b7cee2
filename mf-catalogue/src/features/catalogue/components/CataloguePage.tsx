/** Placeholder until the feature lands. */
export default function CataloguePage() {
  return <h1>Catalogue</h1>;
}
