// One server for `npm run bench:api:compare`: the API with the bench's website seeded, on the
// embedded database, or on a fresh PostgreSQL database when BENCH_COMPARE_DATABASE=postgres
// (TEST_DATABASE_URL names the server), listening on a free port of 127.0.0.1. Prints one line
// of JSON (port, process id, website id, the signed-in user's headers, the PostgreSQL database's
// name or null) once it answers; stops on SIGTERM. BENCH_COMPARE_SUGGESTIONS (default 20,000;
// a page for every four) sizes the website. Kept to what every revision since the answer cache
// has (test-app, seed-site), because the comparison copies it into the older revision's checkout.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { seedSite } from './seed-site';

const kind = process.env.BENCH_COMPARE_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const suggestions = Number(process.env.BENCH_COMPARE_SUGGESTIONS ?? 20_000);
const harness = await createTestApp({
  kind,
  env: { TRUST_PROXY: 'loopback', ID_TOKEN_TTL_SECONDS: '3600' },
});
const user = await signUpTestUser(harness.app, 'bench@example.com');
const websiteId = await seedSite(harness, user.headers, {
  pages: Math.ceil(suggestions / 4),
  suggestions,
});
const { client } = harness.database;
const database =
  client.kind === 'postgres' ? new URL(client.connectionString).pathname.slice(1) : null;
// As bench:api: after a processing run, autovacuum (PostgreSQL) or the run itself (embedded).
await harness.database.db.execute(sql`vacuum analyze`);
await harness.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = harness.app.server.address() as AddressInfo;
process.stdout.write(
  `${JSON.stringify({ port, pid: process.pid, websiteId, headers: user.headers, database })}\n`,
);
process.once('SIGTERM', () => {
  void harness.close().finally(() => process.exit(0));
});
