import type { ApplyToCmsBody, CmsLinkSettings } from '@linkloom/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type ApplyChoices = {
  anchor: string;
  newTab: boolean;
  nofollow: boolean;
  relative: boolean;
};

export function initialChoices(anchor: string, settings: CmsLinkSettings): ApplyChoices {
  return {
    anchor,
    newTab: settings.open_in_new_tab,
    nofollow: settings.nofollow,
    relative: settings.relative_urls,
  };
}

/** The apply body: only what differs from the suggestion's anchor and the website's settings. */
export function applyBody(
  choices: ApplyChoices,
  anchor: string,
  settings: CmsLinkSettings,
): ApplyToCmsBody {
  const body = {
    ...(choices.anchor.trim() !== anchor ? { anchor_text: choices.anchor.trim() } : {}),
    ...(choices.newTab !== settings.open_in_new_tab ? { open_in_new_tab: choices.newTab } : {}),
    ...(choices.nofollow !== settings.nofollow ? { nofollow: choices.nofollow } : {}),
    ...(choices.relative !== settings.relative_urls ? { relative_urls: choices.relative } : {}),
  };
  return Object.keys(body).length > 0 ? body : null;
}

type ApplyOptionsProps = {
  idPrefix: string;
  choices: ApplyChoices;
  onChange: (choices: ApplyChoices) => void;
};

/** This one link's anchor words (from its sentence) and options, before it is applied. */
export function ApplyOptions({ idPrefix, choices, onChange }: ApplyOptionsProps) {
  const flags: { key: 'newTab' | 'nofollow' | 'relative'; label: string }[] = [
    { key: 'newTab', label: 'New tab' },
    { key: 'nofollow', label: 'nofollow' },
    { key: 'relative', label: 'Relative address' },
  ];
  return (
    <div className="w-full space-y-2 rounded-lg bg-zinc-50 p-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-anchor`}>Anchor words (from the sentence)</Label>
        <Input
          id={`${idPrefix}-anchor`}
          value={choices.anchor}
          onChange={(event) => onChange({ ...choices, anchor: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        {flags.map((flag) => (
          <div key={flag.key} className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-${flag.key}`}
              checked={choices[flag.key]}
              onCheckedChange={(checked) => onChange({ ...choices, [flag.key]: checked === true })}
            />
            <Label htmlFor={`${idPrefix}-${flag.key}`} className="font-normal">
              {flag.label}
            </Label>
          </div>
        ))}
      </div>
    </div>
  );
}
