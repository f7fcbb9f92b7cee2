import type { Story } from '@ladle/react';
import { ChartFrame } from './ChartFrame';

export default { title: 'Components/Chart frame' };

const DATA = [
  ['Chloe Dunn', 2],
  ['Sam Patel', 12],
  ['Ana Silva', 30],
] as const;

/** A stand-in for a d3 chart: the frame gives it the title, axis titles, legend and the table. */
export const BarChart: Story = () => (
  <ChartFrame
    title="Logins"
    description="Days since each member last signed in."
    xAxisLabel="Days since the last login"
    yAxisLabel="Team member"
    legend={[{ label: 'Days', colour: 'var(--lp-colour-primary)' }]}
    table={{ columns: ['Team member', 'Days since the last login'], rows: DATA.map(([name, days]) => [name, days]) }}
  >
    <svg viewBox="0 0 320 96" width="320" height="96" role="img" aria-label="Bar chart of days since the last login">
      {DATA.map(([name, days], index) => (
        <g key={name}>
          <text x="0" y={index * 32 + 20} fontSize="12" fill="currentColor">
            {name}
          </text>
          <rect x="90" y={index * 32 + 8} width={days * 7} height="16" fill="var(--lp-colour-primary)" />
        </g>
      ))}
    </svg>
  </ChartFrame>
);
