import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSearchConsoleProperties, useSelectSearchConsoleProperty } from '../api/search-console';

/** The Search Console properties the Google account can read; the website's own first. */
export function PropertyPicker({ websiteId }: { websiteId: string }) {
  const properties = useSearchConsoleProperties(websiteId, true);
  const select = useSelectSearchConsoleProperty(websiteId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (properties.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {properties.error.message}
      </p>
    );
  }
  if (properties.isPending) {
    return <p className="text-sm text-zinc-500">Reading your Search Console properties…</p>;
  }
  if (properties.data.length === 0) {
    return (
      <p className="text-sm text-zinc-700">
        This Google account has no Search Console property. Add and verify the website in Search
        Console, then come back.
      </p>
    );
  }
  const value =
    chosen ??
    properties.data.find((p) => p.matches_website)?.site_url ??
    properties.data[0]!.site_url;
  return (
    <form
      className="space-y-3"
      aria-label="Pick the Search Console property"
      onSubmit={(event) => {
        event.preventDefault();
        select.mutate(value, {
          onSuccess: () => toast.success('Importing 16 months of Search Console data.'),
          onError: (error) => toast.error(error.message),
        });
      }}
    >
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-sm text-zinc-700">Which property is this website?</legend>
        {properties.data.map((property) => (
          <label key={property.site_url} className="flex items-center gap-2 text-sm text-zinc-800">
            <input
              type="radio"
              name="search-console-property"
              value={property.site_url}
              checked={value === property.site_url}
              onChange={() => setChosen(property.site_url)}
            />
            <span className="font-medium">{property.site_url}</span>
            <span className="text-xs text-zinc-500">
              {property.kind === 'domain' ? 'Domain property' : 'URL prefix'}
              {property.matches_website ? ' · matches this website' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <Button size="sm" type="submit" disabled={select.isPending}>
        Import this property
      </Button>
    </form>
  );
}
