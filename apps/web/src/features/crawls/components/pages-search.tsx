import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';

type PagesSearchProps = {
  value: string;
  onChange: (value: string) => void;
};

/** The search box; the server matches the text against each page's URL and title. */
export function PagesSearch({ value, onChange }: PagesSearchProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="Search pages"
        placeholder="Search by title or URL"
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
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
