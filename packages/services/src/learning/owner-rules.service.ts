import { OWNER_RULE_MESSAGES } from '@linkloom/contracts';
import type { CreateOwnerRuleBody, OwnerRule } from '@linkloom/contracts';
import {
  deleteCandidates,
  deleteOwnerRule,
  insertOwnerRule,
  listOwnerRules,
  listUndecidedLinks,
} from '@linkloom/db';
import type { Db, OwnerRuleRow } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';
import { breaksOwnerRule } from './owner-rule-match';

type OwnerRulesServiceDeps = { db: Db };

function toOwnerRule(row: OwnerRuleRow): OwnerRule {
  return { id: row.id, kind: row.kind, value: row.value, created_at: row.createdAt.toISOString() };
}

/** The rule's value as stored, or the message that says what to write instead. */
function valueOf({ kind, value }: CreateOwnerRuleBody): string {
  if (kind === 'never_anchor') {
    // Matched whatever the case (owner-rule-match.ts), so kept in one spelling: "Click Here"
    // and "click here" are one rule.
    return value.replace(/\s+/gu, ' ').toLowerCase();
  }
  if (kind === 'never_page') {
    if (value.startsWith('/')) {
      return value;
    }
    try {
      return new URL(value).href;
    } catch {
      throw new AppError('VALIDATION_FAILED', OWNER_RULE_MESSAGES.page);
    }
  }
  if (!value.startsWith('/')) {
    throw new AppError('VALIDATION_FAILED', OWNER_RULE_MESSAGES.folder);
  }
  return value;
}

/**
 * An owner's standing rules on a website (issue 51): saved, they take the pending suggestions
 * and less likely candidates that break them away at once; each analysis leaves them out.
 */
export function createOwnerRulesService({ db }: OwnerRulesServiceDeps) {
  /** @throws AppError NOT_FOUND when the website is not the owner's. */
  async function list(ownerId: string, websiteId: string): Promise<OwnerRule[]> {
    await requireWebsite(db, ownerId, websiteId);
    return (await listOwnerRules(db, { ownerId, websiteId })).map(toOwnerRule);
  }

  /**
   * Saves a rule and removes the undecided links that break it, in one transaction.
   * @throws AppError NOT_FOUND for another owner's website; VALIDATION_FAILED for a page or
   * folder written wrongly; CONFLICT when the same rule exists.
   */
  async function create(
    ownerId: string,
    websiteId: string,
    body: CreateOwnerRuleBody,
  ): Promise<{ rule: OwnerRule; removed: number }> {
    await requireWebsite(db, ownerId, websiteId);
    const scope = { ownerId, websiteId };
    const value = valueOf(body);
    return db.transaction(async (tx) => {
      const row = await insertOwnerRule(tx, { ...scope, kind: body.kind, value });
      if (!row) {
        throw new AppError('CONFLICT', OWNER_RULE_MESSAGES.duplicate);
      }
      const broken = (await listUndecidedLinks(tx, scope)).filter((link) =>
        breaksOwnerRule([row], link),
      );
      const removed = await deleteCandidates(tx, {
        ...scope,
        ids: broken.map((link) => link.id),
      });
      return { rule: toOwnerRule(row), removed };
    });
  }

  /** @throws AppError NOT_FOUND for another owner's website or rule. */
  async function remove(ownerId: string, websiteId: string, ruleId: string): Promise<void> {
    await requireWebsite(db, ownerId, websiteId);
    if (!(await deleteOwnerRule(db, { ownerId, websiteId, ruleId }))) {
      throw new AppError('NOT_FOUND', 'Rule not found');
    }
  }

  return { list, create, remove };
}

export type OwnerRulesService = ReturnType<typeof createOwnerRulesService>;
