import { cmsLinkSettingsSchema } from '@linkloom/contracts';
import type { CmsLinkSettings } from '@linkloom/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateLinkSettings } from '../api/cms-connection';

type LinkSettingsFormProps = { websiteId: string; settings: CmsLinkSettings };

const OPTIONS: { name: 'open_in_new_tab' | 'nofollow' | 'relative_urls'; label: string }[] = [
  { name: 'open_in_new_tab', label: 'Open links in a new tab' },
  { name: 'nofollow', label: 'Add rel="nofollow"' },
  { name: 'relative_urls', label: 'Relative addresses (/page/ instead of https://site/page/)' },
];

/** How Linkloom writes links into WordPress: limits per post and paragraph, and link options. */
export function LinkSettingsForm({ websiteId, settings }: LinkSettingsFormProps) {
  const update = useUpdateLinkSettings(websiteId);
  const [fields, setFields] = useState({
    ...settings,
    max_links_per_post: String(settings.max_links_per_post),
    max_links_per_paragraph: String(settings.max_links_per_paragraph),
  });
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = cmsLinkSettingsSchema.safeParse({
      ...fields,
      max_links_per_post: Number(fields.max_links_per_post),
      max_links_per_paragraph: Number(fields.max_links_per_paragraph),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the fields.');
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Link settings saved.'),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Link settings"
      noValidate
      className="space-y-3 border-t border-zinc-100 pt-3"
    >
      <h3 className="text-sm font-medium text-zinc-900">Link settings</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="links-per-post">Links added per post, at most</Label>
          <Input
            id="links-per-post"
            type="number"
            min={1}
            max={50}
            value={fields.max_links_per_post}
            onChange={(event) => setFields({ ...fields, max_links_per_post: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="links-per-paragraph">Links added per paragraph, at most</Label>
          <Input
            id="links-per-paragraph"
            type="number"
            min={1}
            max={10}
            value={fields.max_links_per_paragraph}
            onChange={(event) =>
              setFields({ ...fields, max_links_per_paragraph: event.target.value })
            }
          />
        </div>
      </div>
      <div className="space-y-2">
        {OPTIONS.map((option) => (
          <div key={option.name} className="flex items-center gap-2">
            <Checkbox
              id={`link-${option.name}`}
              checked={fields[option.name]}
              onCheckedChange={(checked) =>
                setFields({ ...fields, [option.name]: checked === true })
              }
            />
            <Label htmlFor={`link-${option.name}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      <p className="text-xs text-zinc-500">
        Never more than one link per sentence, nor two links to the same page in a post.
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save link settings'}
        </Button>
      </div>
    </form>
  );
}
