/** One human-readable progress line; the product keeps the last 200 and shows the last 6. */
export type LogLine = { level: 'info' | 'warn' | 'error'; message: string };

export type OnLog = (line: LogLine) => void;

/** `1234` → `1,234`, for log lines. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** `1` → `1 URL`, `3` → `3 URLs`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : nouns}`;
}
