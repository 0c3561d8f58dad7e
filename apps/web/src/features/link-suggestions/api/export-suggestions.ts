import type { SuggestionStatus } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/download-file';

type ExportInput = {
  format: 'csv' | 'json';
  status: SuggestionStatus | null;
  /** Only "Pages that could rank", as the list shows. */
  isStrikingOnly?: boolean;
};

/** `GET /websites/{id}/link-suggestions/export`: the suggestions as a CSV or JSON file. */
export async function exportSuggestions(
  websiteId: string,
  { format, status, isStrikingOnly }: ExportInput,
) {
  const params = new URLSearchParams({ format });
  if (status) {
    params.set('status', status);
  }
  if (isStrikingOnly) {
    params.set('striking', 'true');
  }
  const url = `/api/websites/${encodeURIComponent(websiteId)}/link-suggestions/export?${params}`;
  return fetchFile(url, {
    failure: 'Failed to export suggestions',
    fallbackName: `link-suggestions.${format}`,
  });
}

export function useExportSuggestions(websiteId: string) {
  return useMutation({
    mutationFn: (input: ExportInput) => exportSuggestions(websiteId, input),
    onSuccess: saveFile,
  });
}
