import type { LinkHealthExportQuery } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/download-file';

/** `GET /websites/{id}/link-health/export`: the link problems the filters show, as a CSV file. */
export async function exportLinkHealth(websiteId: string, query: LinkHealthExportQuery) {
  const params = new URLSearchParams();
  if (query.kind) {
    params.set('kind', query.kind);
  }
  if (query.search) {
    params.set('search', query.search);
  }
  const url = `/api/websites/${encodeURIComponent(websiteId)}/link-health/export?${params}`;
  return fetchFile(url, {
    failure: 'Could not export the link problems. Try again.',
    fallbackName: 'link-health.csv',
  });
}

export function useExportLinkHealth(websiteId: string) {
  return useMutation({
    mutationFn: (query: LinkHealthExportQuery) => exportLinkHealth(websiteId, query),
    onSuccess: saveFile,
  });
}
