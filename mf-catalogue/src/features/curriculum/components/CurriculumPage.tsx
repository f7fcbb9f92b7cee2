/** Placeholder until the feature lands. */
export default function CurriculumPage() {
  return <h1>Curriculum</h1>;
}
