// The signed-in user of `npm run bench:web`: a new account (free plan: one website) with a project
// whose pages were discovered, so /dashboard shows what a user with a website sees (its card and
// tiles, the project switcher), not the empty state, and with link suggestions to review, so the
// review screen shows its cards.
import { createServer } from 'node:http';

const SITE_PAGES = ['/', '/guides/internal-links', '/guides/anchor-text', '/about'];

function pageHtml(path) {
  const links = SITE_PAGES.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html><head><title>${path}</title></head><body><main><h1>${path}</h1><p>A page about ${path} and how its internal links help readers find the next page.</p><nav>${links}</nav></main></body></html>`;
}

/** A small site on 127.0.0.1 (the server may crawl it: CRAWLER_ALLOW_HOSTS) with a sitemap. */
export async function serveBenchSite() {
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (path === '/sitemap.xml') {
      const urls = SITE_PAGES.map((page) => `<url><loc>${origin}${page}</loc></url>`).join('');
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
    } else if (SITE_PAGES.includes(path)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(path));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function callJson(url, { method = 'GET', token, body, origin }) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/**
 * Signs up a new user, adds the project on `siteOrigin`, waits until discovery has found its
 * pages and adds a suggestion between each two of them. Answers the account's refresh token
 * (what the app keeps in localStorage) and the project's id.
 */
export async function createBenchAccount(baseUrl, siteOrigin) {
  const { token: refreshToken } = await callJson(`${baseUrl}/identity/sign-up/email`, {
    method: 'POST',
    origin: baseUrl,
    body: { email: `bench-${Date.now()}@example.com`, password: 'bench-pass-42', name: '' },
  });
  const { idToken } = (
    await callJson(`${baseUrl}/api/auth/refresh-token`, { method: 'POST', body: { refreshToken } })
  ).data;
  const { data: website } = await callJson(`${baseUrl}/api/websites`, {
    method: 'POST',
    token: idToken,
    body: { name: 'Bench Garden', url: siteOrigin },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data: websites } = await callJson(`${baseUrl}/api/websites`, { token: idToken });
    if (websites.every((each) => each.sitemap_status === 'found')) {
      await addSuggestions(baseUrl, idToken, website.uuid, siteOrigin);
      return { refreshToken, websiteId: website.uuid };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `discovery did not finish in 60 s: ${websites.map((each) => each.sitemap_status).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function addSuggestions(baseUrl, idToken, websiteId, siteOrigin) {
  for (const [index, source] of SITE_PAGES.entries()) {
    const target = SITE_PAGES[(index + 1) % SITE_PAGES.length];
    await callJson(`${baseUrl}/api/websites/${websiteId}/link-suggestions`, {
      method: 'POST',
      token: idToken,
      body: {
        source_url: `${siteOrigin}${source}`,
        target_url: `${siteOrigin}${target}`,
        anchor_text: `the page about ${target}`,
        context: `Readers who finish here often go on to the page about ${target} next.`,
      },
    });
  }
}
