/* ChartFrame on a path of its own: only pages with a chart load it. */
export { ChartFrame, type ChartFrameProps, type ChartLegendEntry, type ChartTable } from './chart-frame/ChartFrame';
