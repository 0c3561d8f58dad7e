import type { Db } from '../create-db';
import type { WebsiteScope } from '../tenant-scope';
import type { AlphaIds } from './two-tenants';

/**
 * Calls one tenant query with `scope` on Alpha's row ids. The check calls it with Beta as
 * the owner (and Alpha's website id) and expects nothing of Alpha's read or changed, then
 * with Alpha as the owner and expects Alpha's data read or changed: the case reaches it.
 */
export type TenantQueryCall = (db: Db, scope: WebsiteScope, alpha: AlphaIds) => Promise<unknown>;
