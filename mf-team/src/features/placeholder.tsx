import { teamMessages, useText } from '../lib/messages';

export default function TeamPage() {
  const text = useText(teamMessages);
  return <h1>{text('team.title')}</h1>;
}
