export {
  createPostgresTestUrl,
  createTestDatabase,
  testDatabaseKinds,
  testPostgresUrl,
} from './test-database';
export type { TestDatabaseKind } from './test-database';
