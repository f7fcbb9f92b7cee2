/** Texts of the CPD progress and deadline charts (en-GB). */
export const chartMessages = {
  'cpd.chart.title': 'CPD progress',
  'cpd.chart.progress': 'Progress: {{amount}} ({{percent}})',
  'cpd.progress.credits': '{{acquired}} of {{target}} credits',
  'cpd.progress.time': '{{acquired}} of {{target}}',
  'cpd.progress.reflections': '{{acquired}} of {{target}} reflections',
  'cpd.chart.pending': 'Drafts pending: {{pending}}',
  'cpd.chart.deadline': 'Time elapsed: {{percent}} of the period',
  'cpd.chart.deadlineDate': 'Submission deadline: {{date}}',
  'cpd.chart.open': 'Open the CPD journal',
  'cpd.chart.none': 'No current CPD period.',
} as const;
