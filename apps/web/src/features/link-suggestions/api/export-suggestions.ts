import type { SuggestionStatus } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/auth/session';

type ExportInput = { format: 'csv' | 'json'; status: SuggestionStatus | null };

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

async function fetchExport(url: string, token: string | null) {
  return globalThis.fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/**
 * `GET /websites/{id}/link-suggestions/export`: a file, not a `{ data }` envelope, so it is
 * fetched as a blob with the bearer token (one refresh on a 401, as the API client does).
 */
export async function exportSuggestions(websiteId: string, { format, status }: ExportInput) {
  const params = new URLSearchParams({ format });
  if (status) {
    params.set('status', status);
  }
  const url = `/api/websites/${encodeURIComponent(websiteId)}/link-suggestions/export?${params}`;
  let response = await fetchExport(url, await session.getIdToken());
  if (response.status === 401) {
    response = await fetchExport(url, await session.refreshIdToken().catch(() => null));
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: 'Failed to export suggestions',
      requestId: response.headers.get('x-request-id'),
    });
  }
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFrom(
      response.headers.get('content-disposition'),
      `link-suggestions.${format}`,
    ),
  };
}

/** Saves the blob through a temporary link: the browser's ordinary download. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function useExportSuggestions(websiteId: string) {
  return useMutation({
    mutationFn: (input: ExportInput) => exportSuggestions(websiteId, input),
    onSuccess: saveFile,
  });
}
