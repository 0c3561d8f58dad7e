import { Unlink } from 'lucide-react';
import { StatTile } from './stat-tile';

/** The orphan count, on the analytics and link-equity screens alike. */
export function OrphanPagesTile({ count }: { count: number }) {
  return (
    <StatTile
      label="Orphan pages"
      value={count.toLocaleString('en')}
      hint="No link from any other page"
      icon={Unlink}
      tone={count > 0 ? 'danger' : 'good'}
    />
  );
}
