import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchInputProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** An 'x' that empties the box while it holds text. */
  isClearable?: boolean;
  maxLength?: number;
  className?: string;
  inputClassName?: string;
};

/** A search box with a magnifier inside it. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  isClearable = false,
  maxLength,
  className,
  inputClassName,
}: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'pl-9',
          isClearable && 'pr-9 [&::-webkit-search-cancel-button]:hidden',
          inputClassName,
        )}
      />
      {isClearable && value ? (
        <button
          type="button"
          aria-label="Clear search box"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-zinc-400 hover:text-zinc-700"
          onClick={() => onChange('')}
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
