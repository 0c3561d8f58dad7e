// What the site owner reads on a page the crawler could not read; each says the page was skipped.

export const TOO_DEEP_MESSAGE =
  'The page is too deeply nested to read (its elements nest too many levels deep), so it was skipped.';

export const UNREADABLE_MESSAGE =
  'The page could not be read: its HTML stopped the parser, so it was skipped.';

export function tookTooLongMessage(timeoutMs: number): string {
  return `The page took too long to read (more than ${formatDuration(timeoutMs)}), so it was skipped.`;
}

export function tooMuchMemoryMessage(maxHeapMb: number): string {
  return `The page needs too much memory to read (more than ${maxHeapMb} MB), so it was skipped.`;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}
