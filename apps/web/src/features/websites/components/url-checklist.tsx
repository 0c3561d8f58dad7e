import { Checkbox } from '@/components/ui/checkbox';

type UrlChecklistProps = {
  urls: string[];
  selected: ReadonlySet<string>;
  onToggle: (url: string, isChecked: boolean) => void;
  label: string;
  /** Pages processing leaves out, each with why: marked so the owner knows they cost nothing. */
  leftOut?: ReadonlyMap<string, string>;
};

/** A scrolling list of URLs, each with its checkbox. */
export function UrlChecklist({ urls, selected, onToggle, label, leftOut }: UrlChecklistProps) {
  return (
    <ul
      aria-label={label}
      className="max-h-72 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200"
    >
      {urls.map((url, index) => {
        const id = `url-${index}`;
        return (
          <li key={url}>
            <label
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-zinc-50"
            >
              <Checkbox
                id={id}
                checked={selected.has(url)}
                onCheckedChange={(state) => onToggle(url, state === true)}
              />
              <span className="min-w-0 truncate text-zinc-700" title={url}>
                {url}
              </span>
              {leftOut?.has(url) ? (
                <span
                  className="ml-auto shrink-0 rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600"
                  title={`Not analysed: ${leftOut.get(url)}`}
                >
                  List, not analysed
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
