import { SearchInput } from '@/components/ui/search-input';

type PagesSearchProps = {
  value: string;
  onChange: (value: string) => void;
};

/** The search box; the server matches the text against each page's URL and title. */
export function PagesSearch({ value, onChange }: PagesSearchProps) {
  return (
    <SearchInput
      label="Search pages"
      placeholder="Search by title or URL"
      value={value}
      onChange={onChange}
      isClearable
      maxLength={200}
      className="w-full sm:max-w-sm"
    />
  );
}
