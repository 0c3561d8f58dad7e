// The parse process's entry: loads its TypeScript through tsx, whatever loader the parent ran with.
import { register } from 'tsx/esm/api';

register();
await import('./parse-child.ts');
