/** Placeholder until the feature lands. */
export default function ChannelsPage() {
  return <h1>Welcome to your playlists</h1>;
}
