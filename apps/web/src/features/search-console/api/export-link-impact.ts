import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/auth/session';

async function fetchExport(url: string, token: string | null) {
  return globalThis.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

function filenameFrom(disposition: string | null): string {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? 'link-impact.csv';
}

/**
 * `GET /websites/{id}/search-console/impact/export`: a CSV file, not a `{ data }` envelope, so
 * it is fetched as a blob with the bearer token (one refresh on a 401, as the API client does).
 */
export async function exportLinkImpact(websiteId: string) {
  const url = `/api/websites/${encodeURIComponent(websiteId)}/search-console/impact/export`;
  let response = await fetchExport(url, await session.getIdToken());
  if (response.status === 401) {
    response = await fetchExport(url, await session.refreshIdToken().catch(() => null));
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: 'Could not export the impact table. Try again.',
      requestId: response.headers.get('x-request-id'),
    });
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')),
  };
}

function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function useExportLinkImpact(websiteId: string) {
  return useMutation({
    mutationFn: () => exportLinkImpact(websiteId),
    onSuccess: saveFile,
  });
}
