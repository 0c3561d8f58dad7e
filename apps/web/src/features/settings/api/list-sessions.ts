import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { identitySessionSchema } from './identity-sessions';
import { settingsKeys } from './settings-query-keys';

/** The account's active sessions (devices), newest activity first. */
export async function listSessions() {
  const sessions = await callIdentity('/list-sessions', {
    method: 'GET',
    refreshToken: session.getRefreshToken(),
    schema: z.array(identitySessionSchema),
  });
  return sessions.toSorted((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.sessions(), queryFn: listSessions, staleTime: 0 });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
