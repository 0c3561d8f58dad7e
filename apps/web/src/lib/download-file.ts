import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/auth/session';

async function fetchWithToken(url: string, token: string | null) {
  return globalThis.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

function filenameFrom(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * An export endpoint's file: not a `{ data }` envelope, so it is fetched as a blob with the
 * bearer token (one refresh on a 401, as the API client does). `failure` is the message a
 * refused export shows; `fallbackName` names the file when the server does not.
 */
export async function fetchFile(
  url: string,
  { failure, fallbackName }: { failure: string; fallbackName: string },
) {
  let response = await fetchWithToken(url, await session.getIdToken());
  if (response.status === 401) {
    response = await fetchWithToken(url, await session.refreshIdToken().catch(() => null));
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: failure,
      requestId: response.headers.get('x-request-id'),
    });
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition'), fallbackName),
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
