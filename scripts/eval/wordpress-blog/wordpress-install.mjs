// A WordPress install per variant of the blog: Debian's `wordpress` package copied (hard links)
// to a docroot under the site's folder, its own MariaDB database, and a SQL dump beside it so that
// a lost database comes back in seconds. Set up the way the publishing tests set up theirs
// (apps/server/test/wordpress/wordpress-site.ts: same wp-config and router, same env settings).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITES_DIR, Failure, root, sitesDir } from '../context.mjs';
import { mustRun, runCommand } from '../processes.mjs';

export const WORDPRESS_DIR = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
const TEST_PHP = path.join(root, 'apps/server/test/wordpress/php');
const DB = {
  host: process.env.WORDPRESS_DB_HOST ?? '127.0.0.1:3306',
  user: process.env.WORDPRESS_DB_USER ?? 'root',
  password: process.env.WORDPRESS_DB_PASSWORD ?? '',
};
const [dbHost, dbPort = '3306'] = DB.host.split(':');

// Sites folders other than the default have databases of their own, so that two evals on one
// MariaDB (each with its EVAL_SITES_DIR) never import into each other's blog.
const databasePrefix =
  path.resolve(sitesDir) === path.resolve(DEFAULT_SITES_DIR)
    ? 'linkloom_eval'
    : `linkloom_eval_${createHash('sha256').update(path.resolve(sitesDir)).digest('hex').slice(0, 8)}`;

export const databaseName = (site, variant) => `${databasePrefix}_${site}_${variant}`;

function clientArgs(database) {
  const args = ['--host', dbHost, '--port', dbPort, '--user', DB.user];
  if (DB.password) {
    args.push(`--password=${DB.password}`);
  }
  return database ? [...args, database] : args;
}

async function sql(statement, database) {
  return runCommand('mariadb', [
    ...clientArgs(database),
    '--batch',
    '--skip-column-names',
    '--execute',
    statement,
  ]);
}

/** Fails with what to do when MariaDB does not answer. */
export async function checkDatabaseServer() {
  const { code, stderr } = await sql('SELECT 1');
  if (code !== 0) {
    throw new Failure(
      `MariaDB does not answer at ${DB.host} as ${DB.user} (${stderr.trim().split('\n')[0]}); start it (service mariadb start) or set WORDPRESS_DB_HOST, WORDPRESS_DB_USER, WORDPRESS_DB_PASSWORD`,
    );
  }
}

/** The fingerprint the database was built from, or null when there is no such database. */
export async function builtFingerprint(database) {
  const { code, stdout } = await sql(
    "SELECT option_value FROM wp_options WHERE option_name = 'linkloom_eval_fingerprint'",
    database,
  );
  return code === 0 ? stdout.trim() || null : null;
}

export async function recreateDatabase(database) {
  await mustRun('drop and create the blog database', 'mariadb', [
    ...clientArgs(),
    '--execute',
    `DROP DATABASE IF EXISTS \`${database}\`; CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`,
  ]);
}

export async function dumpDatabase(database, file) {
  const { stdout } = await mustRun('mariadb-dump', 'mariadb-dump', [
    '--skip-dump-date',
    ...clientArgs(database),
  ]);
  fs.writeFileSync(file, stdout);
}

export async function restoreDatabase(database, file) {
  await recreateDatabase(database);
  await mustRun(`restore ${path.basename(file)}`, 'mariadb', [
    ...clientArgs(database),
    '--execute',
    `source ${file}`,
  ]);
}

/**
 * The docroot of one variant: WordPress's files (hard links into the package, or a copy), the
 * tests' router, and a wp-config for this database and address. Rewritten when the address changes.
 */
export function writeDocroot(docroot, database, url) {
  if (!fs.existsSync(path.join(docroot, 'wp-settings.php'))) {
    fs.rmSync(docroot, { recursive: true, force: true });
    fs.mkdirSync(docroot, { recursive: true });
    try {
      execFileSync('cp', ['-al', `${WORDPRESS_DIR}/.`, docroot]);
    } catch {
      fs.cpSync(WORDPRESS_DIR, docroot, { recursive: true, verbatimSymlinks: true });
    }
    // Debian's wp-config reads /etc/wordpress; its .htaccess is a link there: neither is ours.
    fs.rmSync(path.join(docroot, 'wp-config.php'), { force: true });
    fs.rmSync(path.join(docroot, '.htaccess'), { force: true });
    fs.copyFileSync(path.join(TEST_PHP, 'router.php'), path.join(docroot, 'router.php'));
  }
  const config = fs
    .readFileSync(path.join(TEST_PHP, 'wp-config.php'), 'utf8')
    .replace('{{DB_NAME}}', database)
    .replace('{{DB_USER}}', DB.user)
    .replace('{{DB_PASSWORD}}', DB.password)
    .replace('{{DB_HOST}}', DB.host)
    .replaceAll('{{SITE_URL}}', url.replace(/\/$/, ''));
  const configFile = path.join(docroot, 'wp-config.php');
  if (!fs.existsSync(configFile) || fs.readFileSync(configFile, 'utf8') !== config) {
    fs.rmSync(configFile, { force: true }); // never write through a hard link into the package
    fs.writeFileSync(configFile, config);
  }
  fs.rmSync(path.join(docroot, '.site-url'), { force: true });
  fs.writeFileSync(path.join(docroot, '.site-url'), url.replace(/\/$/, ''));
}

/** Installs WordPress in `database` and imports the blog (blog.json); returns each post's permalink. */
export async function importBlog(docroot, database, blogFile) {
  await recreateDatabase(database);
  const script = path.join(root, 'scripts/eval/wordpress-blog/php/import-blog.php');
  const { stdout } = await mustRun(`import the blog into ${database}`, 'php', [
    script,
    docroot,
    blogFile,
  ]);
  const json = stdout.slice(stdout.indexOf('{'));
  try {
    return JSON.parse(json).permalinks;
  } catch {
    throw new Failure(`import-blog.php printed no permalinks: ${stdout.slice(0, 300)}`);
  }
}
