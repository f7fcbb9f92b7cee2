/** Placeholder until the feature lands. */
export default function ChannelPage() {
  return <h1>Channel</h1>;
}
