import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type BrandMarkProps = { className?: string; isNameHidden?: boolean };

export function BrandMark({ className, isNameHidden = false }: BrandMarkProps) {
  return (
    <Link
      to={paths.dashboard}
      aria-label={isNameHidden ? 'Linkloom' : undefined}
      className={cn('flex items-center gap-2.5 rounded-md', className)}
    >
      <img src="/favicon.svg" alt="" className="size-7" />
      {isNameHidden ? null : (
        <span className="text-base font-semibold tracking-tight text-zinc-900">Linkloom</span>
      )}
    </Link>
  );
}
