import { TEAM_DISPLAY_VALUES, type TeamDisplayValue } from '@portal/contracts/team';
import { teamMessages, useText } from './messages';

/** An enrolment or completion value in the user's language; a value the spec does not name stays as sent. */
export function useValueText(): (value: string) => string {
  const text = useText(teamMessages);
  return (value) => ((TEAM_DISPLAY_VALUES as readonly string[]).includes(value) ? text(`team.value.${value as TeamDisplayValue}`) : value);
}
