export {
  createPostgresTestUrl,
  createTestDatabase,
  testDatabaseKinds,
  testPostgresUrl,
} from './test-database';
export type { TestDatabaseKind } from './test-database';
export { onlyWebsite } from './only-website';
export { analysisOf, pageTextOf } from './two-tenants';
