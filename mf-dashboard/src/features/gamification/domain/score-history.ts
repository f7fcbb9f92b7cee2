import { awardType, type AccoladeType, type AwardStatement, type ScoreHistory } from '@portal/contracts/dashboard';

/** One row of the score history: an award with its points and the total after it. */
export interface ScoreHistoryRow {
  id: string;
  awardedAt: string;
  /** The award's name (its activity's name), or null when its statement was not found. */
  label: string | null;
  reason: string | null;
  type: AccoladeType;
  points: number;
  total: number;
}

/** The first text of a language map, the reader's language first. */
function text(map: Record<string, string> | undefined, language: string): string | null {
  if (!map) return null;
  return map[language] ?? map[language.split('-')[0]!] ?? Object.values(map)[0] ?? null;
}

/**
 * The score history's rows, newest first (spec 3 §7): each entry of the score-history profile, named by
 * its award statement (matched by statement id); an entry whose statement is missing keeps its points.
 */
export function scoreHistoryRows(history: ScoreHistory, statements: readonly AwardStatement[], language = 'en-GB'): ScoreHistoryRow[] {
  const byId = new Map(statements.map((statement) => [statement.id, statement]));
  return [...history.entries]
    .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
    .map((entry) => {
      const statement = byId.get(entry.statementId);
      return {
        id: entry.statementId,
        awardedAt: entry.awardedAt,
        label: statement ? text(statement.object.definition?.name, language) : null,
        reason: statement?.result?.response ?? null,
        type: statement ? awardType(statement) : 'medal',
        points: entry.points,
        total: entry.total,
      };
    });
}
