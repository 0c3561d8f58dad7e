import { execFile, execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PHP_DIR = fileURLToPath(new URL('./php/', import.meta.url));
/** Linkloom's companion plugin, which shows WordPress's editor lock to the REST API. */
const EDIT_LOCK_PLUGIN = fileURLToPath(
  new URL('../../../../packages/cms/wordpress-plugin/linkloom-edit-lock.php', import.meta.url),
);
/** Debian's `wordpress` package; another install can be named with WORDPRESS_DIR. */
const WORDPRESS_DIR = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
const DB = {
  host: process.env.WORDPRESS_DB_HOST ?? '127.0.0.1:3306',
  user: process.env.WORDPRESS_DB_USER ?? 'root',
  password: process.env.WORDPRESS_DB_PASSWORD ?? '',
};
const ADMIN = { user: 'admin', password: 'linkloom-admin-password' };

export type WordpressPost = { id: number; link: string; type: 'posts' | 'pages' };
/** How the fixture's REST API misbehaves until cleared (see php/faults.php). */
export type WordpressFault =
  | '500'
  | 'write-500'
  | 'rest-disabled'
  | 'down'
  | `sleep:${number}`
  | `author-save:${number}`
  | `author-overwrite:${number}`
  | null;

export type WordpressSite = {
  url: string;
  username: string;
  applicationPassword: string;
  /** A user who may not edit posts. */
  subscriber: { username: string; applicationPassword: string };
  createPost(post: {
    title: string;
    content: string;
    type?: 'posts' | 'pages';
  }): Promise<WordpressPost>;
  rawContent(post: WordpressPost): Promise<string>;
  /** Gives the post a new slug: WordPress then redirects its old address to the new one. */
  renamePost(post: WordpressPost, slug: string): Promise<WordpressPost>;
  /** Saves new content, as the site's owner editing the post in WordPress. */
  updateContent(post: WordpressPost, content: string): Promise<void>;
  /** Another application password of the admin, and how to revoke it as WordPress's profile screen does. */
  createApplicationPassword(name: string): Promise<{ password: string; uuid: string }>;
  revokeApplicationPassword(uuid: string): Promise<void>;
  revisionCount(post: WordpressPost): Promise<number>;
  deletePost(post: WordpressPost): Promise<void>;
  setFault(fault: WordpressFault): void;
  /** Jane, an editor, opens the post in WordPress's editor (its `_edit_lock`), or closes it. */
  openInEditor(post: WordpressPost): Promise<void>;
  closeEditor(post: WordpressPost): Promise<void>;
  /** WordPress's own maintenance mode (the `.maintenance` file an update leaves). */
  setMaintenance(on: boolean): void;
  stop(): Promise<void>;
};

async function php(code: string): Promise<string> {
  const { stdout } = await run('php', ['-r', code], { timeout: 30_000 });
  return stdout;
}

function mysqli(statement: string): string {
  const [host, port] = DB.host.split(':');
  return `$m = new mysqli(${JSON.stringify(host)}, ${JSON.stringify(DB.user)}, ${JSON.stringify(DB.password)}, null, ${Number(port ?? 3306)}); $m->query(${JSON.stringify(statement)}) or exit(1);`;
}

/**
 * Why no WordPress can run here (PHP, the WordPress files or MariaDB missing), or null.
 * Tests that need one skip, and say so, when this is not null.
 */
export async function wordpressUnavailable(): Promise<string | null> {
  if (!existsSync(path.join(WORDPRESS_DIR, 'wp-settings.php'))) {
    return `no WordPress at ${WORDPRESS_DIR} (apt-get install wordpress, or set WORDPRESS_DIR)`;
  }
  try {
    await php(mysqli('SELECT 1'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `PHP with mysqli, or MariaDB at ${DB.host} (user ${DB.user}), is not usable: ${reason}`;
  }
  return null;
}

/** Logs loudly that the WordPress tests of `suite` are skipped, and why. */
export function announceWordpressSkip(suite: string, reason: string): void {
  process.stderr.write(
    `\n⚠⚠⚠ SKIPPED: ${suite} needs a real WordPress and none can run here: ${reason}\n\n`,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A copy of WordPress (hard links: instant) with this site's own wp-config, theme and faults plugin. */
function prepareDocroot(url: string, dbName: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'linkloom-wordpress-'));
  try {
    execFileSync('cp', ['-al', `${WORDPRESS_DIR}/.`, root]);
  } catch {
    cpSync(WORDPRESS_DIR, root, { recursive: true, verbatimSymlinks: true });
  }
  rmSync(path.join(root, 'wp-config.php'), { force: true });
  rmSync(path.join(root, 'wp-content'), { recursive: true, force: true });
  const config = readFileSync(path.join(PHP_DIR, 'wp-config.php'), 'utf8')
    .replace('{{DB_NAME}}', dbName)
    .replace('{{DB_USER}}', DB.user)
    .replace('{{DB_PASSWORD}}', DB.password)
    .replace('{{DB_HOST}}', DB.host)
    .replaceAll('{{SITE_URL}}', url);
  writeFileSync(path.join(root, 'wp-config.php'), config);
  writeFileSync(path.join(root, '.site-url'), url);
  copyFileSync(path.join(PHP_DIR, 'router.php'), path.join(root, 'router.php'));
  const theme = path.join(root, 'wp-content/themes/linkloom-fixture');
  mkdirSync(theme, { recursive: true });
  const blogTheme = path.join(root, 'wp-content/themes/linkloom-blog');
  mkdirSync(blogTheme, { recursive: true });
  for (const file of ['style.css', 'index.php']) {
    copyFileSync(path.join(PHP_DIR, 'theme', file), path.join(theme, file));
    copyFileSync(path.join(PHP_DIR, 'blog-theme', file), path.join(blogTheme, file));
  }
  mkdirSync(path.join(root, 'wp-content/mu-plugins'));
  copyFileSync(
    path.join(PHP_DIR, 'faults.php'),
    path.join(root, 'wp-content/mu-plugins/faults.php'),
  );
  copyFileSync(EDIT_LOCK_PLUGIN, path.join(root, 'wp-content/mu-plugins/linkloom-edit-lock.php'));
  return root;
}

async function waitForHttp(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) {
      throw new Error(`php -S exited with ${server.exitCode}`);
    }
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`WordPress did not answer at ${url}`);
}

/**
 * Installs and serves a throwaway WordPress (pretty permalinks, an application password).
 * `theme: 'blog'` gives it a stock blog's shape: a menu, post lists on the home page and the
 * archives, a sidebar of categories, tags and months; public (WordPress serves wp-sitemap.xml
 * where PHP has SimpleXML; without it Linkloom finds the pages by crawling).
 */
export async function startWordpressSite({
  theme = 'fixture',
}: { theme?: 'fixture' | 'blog' } = {}): Promise<WordpressSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbName = `linkloom_wp_${port}_${Date.now()}`;
  await php(mysqli(`CREATE DATABASE \`${dbName}\``));
  const root = prepareDocroot(url, dbName);
  const server = spawn(
    'php',
    ['-S', `127.0.0.1:${port}`, '-t', root, path.join(root, 'router.php')],
    {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      // Its own process group: PHP forks its workers, and they outlive a parent killed alone.
      detached: true,
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    } catch {
      // already gone
    }
    rmSync(root, { recursive: true, force: true });
    await php(mysqli(`DROP DATABASE IF EXISTS \`${dbName}\``)).catch(() => {});
  };
  try {
    await waitForHttp(url, server);
    const { stdout } = await run(
      'php',
      [
        path.join(PHP_DIR, 'install.php'),
        root,
        ADMIN.user,
        ADMIN.password,
        theme === 'blog' ? 'linkloom-blog' : 'linkloom-fixture',
      ],
      {
        timeout: 60_000,
      },
    );
    const installed = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      applicationPassword: string;
      subscriberPassword: string;
    };
    return {
      url,
      username: ADMIN.user,
      applicationPassword: installed.applicationPassword,
      subscriber: { username: 'author', applicationPassword: installed.subscriberPassword },
      ...restHelpers(url, `${ADMIN.user}:${installed.applicationPassword}`),
      setFault: (fault) => writeFileSync(path.join(root, '.fault'), fault ?? ''),
      openInEditor: async (post) => {
        await run('php', [path.join(PHP_DIR, 'edit-lock.php'), root, String(post.id)]);
      },
      closeEditor: async (post) => {
        await run('php', [path.join(PHP_DIR, 'edit-lock.php'), root, String(post.id), 'release']);
      },
      setMaintenance: (on) =>
        on
          ? writeFileSync(path.join(root, '.maintenance'), '<?php $upgrading = time();')
          : rmSync(path.join(root, '.maintenance'), { force: true }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The test's own view of the site, through WordPress's REST API. */
function restHelpers(url: string, credentials: string) {
  const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  async function rest<T>(
    route: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const response = await fetch(`${url}/wp-json/wp/v2/${route}`, {
      method: init.method ?? 'GET',
      headers: { authorization, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) {
      throw new Error(
        `WordPress ${init.method ?? 'GET'} ${route}: ${response.status} ${await response.text()}`,
      );
    }
    return (await response.json()) as T;
  }
  return {
    async createPost({
      title,
      content,
      type = 'posts',
    }: {
      title: string;
      content: string;
      type?: 'posts' | 'pages';
    }) {
      const post = await rest<{ id: number; link: string }>(type, {
        method: 'POST',
        body: { title, content, status: 'publish' },
      });
      return { id: post.id, link: post.link, type };
    },
    async rawContent(post: WordpressPost) {
      const found = await rest<{ content: { raw: string } }>(
        `${post.type}/${post.id}?context=edit`,
      );
      return found.content.raw;
    },
    /** Gives the post a new slug: WordPress then redirects its old address to the new one. */
    async renamePost(post: WordpressPost, slug: string): Promise<WordpressPost> {
      const renamed = await rest<{ link: string }>(`${post.type}/${post.id}`, {
        method: 'POST',
        body: { slug },
      });
      return { ...post, link: renamed.link };
    },
    async updateContent(post: WordpressPost, content: string) {
      await rest(`${post.type}/${post.id}`, { method: 'POST', body: { content } });
    },
    async createApplicationPassword(name: string) {
      const created = await rest<{ password: string; uuid: string }>(
        'users/me/application-passwords',
        { method: 'POST', body: { name } },
      );
      return { password: created.password, uuid: created.uuid };
    },
    async revokeApplicationPassword(uuid: string) {
      await rest(`users/me/application-passwords/${uuid}`, { method: 'DELETE' });
    },
    async revisionCount(post: WordpressPost) {
      return (await rest<unknown[]>(`${post.type}/${post.id}/revisions?per_page=100`)).length;
    },
    async deletePost(post: WordpressPost) {
      await rest(`${post.type}/${post.id}?force=true`, { method: 'DELETE' });
    },
  };
}
