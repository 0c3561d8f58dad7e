// The parse thread's entry: loads its TypeScript through tsx, as the process itself runs
// (loader hooks registered on the main thread do not reach worker threads on Node 20).
import { register } from 'tsx/esm/api';

register();
await import('./parse-thread.ts');
