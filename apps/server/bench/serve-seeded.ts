// One server for `npm run bench:api:compare`: the API on the embedded database with the
// bench's website seeded, listening on a free port of 127.0.0.1. Prints one line of JSON (port,
// process id, website id, the signed-in user's headers) once it answers; stops on SIGTERM.
// Kept to what every revision since the answer cache has (test-app, seed-site), because the
// comparison copies it into the older revision's checkout.
import type { AddressInfo } from 'node:net';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { seedSite } from './seed-site';

const harness = await createTestApp({
  kind: 'pglite',
  env: { TRUST_PROXY: 'true', ID_TOKEN_TTL_SECONDS: '3600' },
});
const user = await signUpTestUser(harness.app, 'bench@example.com');
const websiteId = await seedSite(harness, user.headers, { pages: 2_000, suggestions: 8_000 });
await harness.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = harness.app.server.address() as AddressInfo;
process.stdout.write(
  `${JSON.stringify({ port, pid: process.pid, websiteId, headers: user.headers })}\n`,
);
process.once('SIGTERM', () => {
  void harness.close().finally(() => process.exit(0));
});
