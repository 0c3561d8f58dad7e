import type { CmsApplyRun, CmsConnection, CmsPublication } from '@linkloom/contracts';
import type { CmsApplyRunRow, CmsConnectionRow, CmsPublicationRow } from '@linkloom/db';
import { linkSettingsOf } from './link-settings';

export function toConnectionView(row: CmsConnectionRow): CmsConnection {
  return {
    kind: row.kind,
    site_url: row.siteUrl,
    username: row.username,
    display_name: row.displayName,
    connected_at: row.connectedAt.toISOString(),
    needs_attention: row.attentionMessage,
    link_settings: linkSettingsOf(row),
  };
}

export function toPublicationView(row: CmsPublicationRow): CmsPublication {
  return {
    suggestion_id: row.suggestionId,
    state: row.state,
    message: row.message,
    post_id: row.postId,
    applied_at: row.appliedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toRunView(row: CmsApplyRunRow): CmsApplyRun {
  return {
    id: row.id,
    state: row.state,
    total: row.suggestionIds.length,
    done: row.done,
    applied: row.applied,
    needs_review: row.needsReview,
    already_linked: row.alreadyLinked,
    failed: row.failed,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
