import { LINK_ISSUE_LABELS } from '@linkloom/contracts';
import type { LinkIssue } from '@linkloom/contracts';
import { csvCell } from '../suggestions/suggestions-export';

const COLUMNS: Array<[string, (issue: LinkIssue) => string | number | null]> = [
  ['issue', (issue) => LINK_ISSUE_LABELS[issue.kind]],
  ['source_url', (issue) => issue.sourceUrl],
  ['target_url', (issue) => issue.targetUrl],
  ['anchor_text', (issue) => issue.anchorText],
  ['placement', (issue) => issue.placement],
  ['status', (issue) => issue.status],
  ['redirect_hops', (issue) => issue.hops.join(' -> ')],
  ['link_instead', (issue) => issue.fixUrl],
  ['linked_from_menus', (issue) => (issue.kind === 'menu_only' ? issue.linkedFrom : null)],
];

/** The link problems as RFC 4180 CSV with a header row, safe to open in a spreadsheet. */
export function linkIssuesToCsv(issues: LinkIssue[]): string {
  const header = COLUMNS.map(([name]) => name).join(',');
  const lines = issues.map((issue) => COLUMNS.map(([, read]) => csvCell(read(issue))).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
