import type { LinkIssue } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { linkIssuesToCsv } from './link-health-csv';

const base: LinkIssue = {
  kind: 'redirect',
  sourceUrl: 'https://garden.example/',
  targetUrl: 'https://garden.example/old',
  anchorText: 'plain',
  placement: 'main',
  status: null,
  hops: ['https://garden.example/mid', 'https://garden.example/new'],
  fixUrl: 'https://garden.example/new',
  linkedFrom: 0,
};

describe('linkIssuesToCsv', () => {
  it('writes a header and one RFC 4180 row per problem', () => {
    expect(linkIssuesToCsv([base])).toBe(
      'issue,source_url,target_url,anchor_text,placement,status,redirect_hops,link_instead,linked_from_menus\r\n' +
        'Redirect,https://garden.example/,https://garden.example/old,plain,main,,https://garden.example/mid -> https://garden.example/new,https://garden.example/new,\r\n',
    );
  });

  it('quotes anchors holding commas, quotes and line breaks, and doubles their quotes', () => {
    const csv = linkIssuesToCsv([
      { ...base, anchorText: 'roses, "red"\nand white' },
      { ...base, anchorText: 'line\r\nbreak' },
    ]);
    const rows = csv.split('\r\n');
    expect(rows[1]).toContain(',"roses, ""red""\nand white",');
    expect(csv).toContain(',"line\r\nbreak",');
  });

  it('neutralises anchors a spreadsheet would run as a formula', () => {
    const csv = linkIssuesToCsv([{ ...base, anchorText: '=HYPERLINK("x")' }]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('counts menu links only for menu-only pages', () => {
    const csv = linkIssuesToCsv([
      {
        ...base,
        kind: 'menu_only',
        sourceUrl: null,
        anchorText: '',
        placement: null,
        hops: [],
        fixUrl: null,
        linkedFrom: 4,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('Only in menus,,https://garden.example/old,,,,,,4');
  });
});
