import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

function html(title: string, body: string, nav = '', head = '') {
  return `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><nav>${nav}</nav><main><h1>${title}</h1>${body}</main></body></html>`;
}

describe.each(testDatabaseKinds())('link health on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  const get = (url: string, headers = ada.headers) =>
    harness.app.inject({ method: 'GET', url, headers });
  const path = (url: string | null | undefined) => url && new URL(url).pathname;

  beforeAll(async () => {
    const nav = '<a href="/">Home</a> <a href="/roses">Roses</a> <a href="/about">About us</a>';
    site = await startFixtureSite({
      pages: {
        '/': html(
          'Home',
          '<p>Read about <a href="/roses">roses</a>, <a href="/old-tulips">tulips, "the best", here</a> and our <a href="/print">printable guide</a> today.</p>' +
            '<p>Drafts: <a href="/draft">draft notes</a>; and <a href="/roses" rel="nofollow">more roses</a>.</p>',
          nav,
        ),
        '/roses': html(
          'Roses',
          '<p>Roses need sun. See <a href="/tulips">tulips</a> too, and the <a href="/gone">old page</a>.</p>',
          nav,
        ),
        '/tulips': html('Tulips', '<p>Tulips are bulbs planted in autumn.</p>', nav),
        '/about': html('About', '<p>About the garden and its people.</p>', nav),
        '/print': html(
          'Print',
          '<p>A printable copy of the roses guide.</p>',
          nav,
          '<link rel="canonical" href="/roses">',
        ),
        '/draft': html(
          'Draft',
          '<p>Not ready yet.</p>',
          nav,
          '<meta name="robots" content="noindex">',
        ),
        '/gone': null,
        '/old-tulips': { redirectTo: '/tulips' },
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: ada.headers,
        payload: { name: 'Garden', url: site.origin },
      })
    ).json().data.uuid;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if ((await get(`/api/websites/${websiteId}/link-health`)).json().data.checked) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('lists every kind of problem with its source page, anchor text and the URL to link instead', async () => {
    const response = await get(`/api/websites/${websiteId}/link-health`);
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.checked).toBe(true);
    expect(body.computedAt).toEqual(expect.any(String));
    expect(body.counts).toEqual({
      broken: 1,
      redirect: 1,
      redirect_chain: 0,
      canonicalised: 1,
      noindex: 1,
      nofollow: 1,
      menu_only: 2,
    });
    const brief = body.issues.map((issue: Record<string, string | null>) => [
      issue.kind,
      path(issue.sourceUrl),
      path(issue.targetUrl),
      issue.anchorText,
      path(issue.fixUrl),
    ]);
    expect(brief).toEqual([
      ['broken', '/roses', '/gone', 'old page', null],
      ['redirect', '/', '/old-tulips', 'tulips, "the best", here', '/tulips'],
      ['canonicalised', '/', '/print', 'printable guide', '/roses'],
      ['noindex', '/', '/draft', 'draft notes', null],
      ['nofollow', '/', '/roses', 'more roses', null],
      ['menu_only', null, '/about', '', null],
      // Only the home page's text and the menus link to it: a list, not a post.
      ['menu_only', null, '/roses', '', null],
    ]);
    expect(body.issues[0]).toMatchObject({ status: 404, placement: 'main' });
    expect(body.pagination).toEqual({ page: 1, pages: 1, total: 7 });
  });

  it('filters by kind and by source page, and pages the list', async () => {
    const broken = (await get(`/api/websites/${websiteId}/link-health?kind=broken`)).json().data;
    expect(broken.issues.map((issue: { kind: string }) => issue.kind)).toEqual(['broken']);
    // The counts stay those of the whole site, so the filter chips keep their numbers.
    expect(broken.counts.redirect).toBe(1);
    const fromRoses = (await get(`/api/websites/${websiteId}/link-health?search=ROSES`)).json()
      .data;
    // Its broken link, and the page itself, linked only from menus and lists.
    expect(fromRoses.issues.map((issue: { sourceUrl: string }) => path(issue.sourceUrl))).toEqual([
      '/roses',
      null,
    ]);
    const second = (await get(`/api/websites/${websiteId}/link-health?limit=4&page=2`)).json().data;
    expect(second.issues).toHaveLength(3);
    expect(second.pagination).toEqual({ page: 2, pages: 2, total: 7 });
    const bad = await get(`/api/websites/${websiteId}/link-health?kind=sideways`);
    expect(bad.statusCode).toBe(400);
    const tooMany = await get(`/api/websites/${websiteId}/link-health?limit=5000`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('exports the filtered problems as CSV, quoting anchors with commas and quotes', async () => {
    const response = await get(`/api/websites/${websiteId}/link-health/export?kind=redirect`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="link-health-redirect.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'issue,source_url,target_url,anchor_text,placement,status,redirect_hops,link_instead,linked_from_menus',
    );
    expect(lines[1]).toBe(
      `Redirect,${site.origin}/,${site.origin}/old-tulips,"tulips, ""the best"", here",main,,${site.origin}/tulips,${site.origin}/tulips,`,
    );
    expect(lines).toHaveLength(3);
  });

  it('answers 404 to another user, for the list and the export', async () => {
    expect((await get(`/api/websites/${websiteId}/link-health`, eve.headers)).statusCode).toBe(404);
    const exported = await get(`/api/websites/${websiteId}/link-health/export`, eve.headers);
    expect(exported.statusCode).toBe(404);
    expect(exported.body).not.toContain(site.origin);
  });

  it('approves a fix only for a listed problem, and asks for WordPress before publishing it', async () => {
    const post = (url: string, payload?: object, headers = ada.headers) =>
      harness.app.inject({ method: 'POST', url, payload, headers });
    const redirect = (await get(`/api/websites/${websiteId}/link-health?kind=redirect`)).json().data
      .issues[0];
    const body = {
      sourceUrl: redirect.sourceUrl,
      targetUrl: redirect.targetUrl,
      anchorText: redirect.anchorText,
    };
    const approved = await post(`/api/websites/${websiteId}/link-health/fixes`, body);
    expect(approved.statusCode).toBe(201);
    const fix = approved.json().data;
    expect(fix).toMatchObject({
      state: 'approved',
      kind: 'redirect',
      fixUrl: `${site.origin}/tulips`,
    });
    // Approving the same link again keeps the one fix.
    expect((await post(`/api/websites/${websiteId}/link-health/fixes`, body)).json().data.id).toBe(
      fix.id,
    );

    const broken = (await get(`/api/websites/${websiteId}/link-health?kind=broken`)).json().data
      .issues[0];
    const refused = await post(`/api/websites/${websiteId}/link-health/fixes`, {
      sourceUrl: broken.sourceUrl,
      targetUrl: broken.targetUrl,
      anchorText: broken.anchorText,
    });
    expect(refused.statusCode).toBe(422);

    const publish = await post(`/api/websites/${websiteId}/link-health/fixes/${fix.id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().error.message).toBe(
      'No CMS is connected to this website yet. Connect WordPress on the website page to publish fixes, or change the link in your CMS yourself.',
    );
    const undo = await post(`/api/websites/${websiteId}/link-health/fixes/${fix.id}/undo`);
    expect(undo.statusCode).toBe(409);
    const fixes = (await get(`/api/websites/${websiteId}/link-health/fixes`)).json().data.fixes;
    expect(fixes).toEqual([expect.objectContaining({ id: fix.id, state: 'approved' })]);

    // Another user reaches neither the list nor the fix.
    expect(
      (await get(`/api/websites/${websiteId}/link-health/fixes`, eve.headers)).statusCode,
    ).toBe(404);
    const foreign = await post(
      `/api/websites/${websiteId}/link-health/fixes/${fix.id}/publish`,
      undefined,
      eve.headers,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
