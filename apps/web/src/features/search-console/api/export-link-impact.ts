import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/download-file';

/** `GET /websites/{id}/search-console/impact/export`: the impact table as a CSV file. */
export async function exportLinkImpact(websiteId: string) {
  const url = `/api/websites/${encodeURIComponent(websiteId)}/search-console/impact/export`;
  return fetchFile(url, {
    failure: 'Could not export the impact table. Try again.',
    fallbackName: 'link-impact.csv',
  });
}

export function useExportLinkImpact(websiteId: string) {
  return useMutation({
    mutationFn: () => exportLinkImpact(websiteId),
    onSuccess: saveFile,
  });
}
