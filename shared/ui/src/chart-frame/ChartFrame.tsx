import { useId, useState, type ReactNode } from 'react';
// From the package, not '../ui-texts': a subpath is bundled into each area, and only the shared
// @portal/ui module reaches the texts the shell provides (one React context for the whole page).
import { useUiTexts } from '@portal/ui';
import './chart-frame.css';

export interface ChartLegendEntry {
  label: string;
  /** A colour token or any CSS colour; the label says what it is, so colour is never the only sign. */
  colour: string;
}

export interface ChartTable {
  /** Column names; the first column names each row. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

export interface ChartFrameProps {
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** One sentence on what the chart shows (read before the chart). */
  description?: ReactNode;
  legend?: readonly ChartLegendEntry[];
  /** Axis titles, drawn beside and under the chart (the d3 chart draws the ticks). */
  xAxisLabel?: string;
  yAxisLabel?: string;
  /** The same figures as a table: the chart's text alternative, shown instead of it on request. */
  table: ChartTable;
  /** The chart (an SVG drawn with d3 modules). */
  children: ReactNode;
}

/**
 * The frame every chart sits in: its title, what it shows, axis titles, a legend and a button that
 * swaps the chart for a table of the same figures (for screen readers, keyboard and small screens).
 */
export function ChartFrame({ title, headingLevel = 3, description, legend, xAxisLabel, yAxisLabel, table, children }: ChartFrameProps) {
  const texts = useUiTexts();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className="lp-chart-frame" aria-labelledby={titleId}>
      <div className="lp-chart-frame__header">
        <Heading id={titleId} className="lp-chart-frame__title">
          {title}
        </Heading>
        <button type="button" className="lp-button lp-button--secondary lp-button--sm" onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? texts.showChart : texts.showTable}
        </button>
      </div>
      {description && <div className="lp-chart-frame__description">{description}</div>}
      {asTable ? (
        <div className="lp-table-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="lp-chart-frame__table">
            <caption className="lp-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <div className={['lp-chart-frame__plot', yAxisLabel && 'lp-chart-frame__plot--y'].filter(Boolean).join(' ')}>
            {yAxisLabel && <span className="lp-chart-frame__axis lp-chart-frame__axis--y">{yAxisLabel}</span>}
            <div className="lp-chart-frame__chart">{children}</div>
            {xAxisLabel && <span className="lp-chart-frame__axis lp-chart-frame__axis--x">{xAxisLabel}</span>}
          </div>
          {legend && legend.length > 0 && (
            <ul className="lp-chart-frame__legend">
              {legend.map((entry) => (
                <li key={entry.label}>
                  <span className="lp-chart-frame__swatch" style={{ background: entry.colour }} aria-hidden="true" />
                  {entry.label}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </figure>
  );
}
