import { OWNER_RULE_KINDS } from '@linkloom/contracts';
import type { OwnerRuleKind } from '@linkloom/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateOwnerRule, useDeleteOwnerRule, useOwnerRules } from '../api/owner-rules';

const RULE_LABELS: Record<OwnerRuleKind, string> = {
  never_anchor: 'Never use this phrase as an anchor',
  never_page: 'Never link to or from this page',
  same_folder: 'Keep links within this folder',
};

const PLACEHOLDERS: Record<OwnerRuleKind, string> = {
  never_anchor: 'click here',
  never_page: '/contact or https://…',
  same_folder: '/blog/',
};

/**
 * The owner's rules on the website (issue 51), applied to the pending suggestions when saved
 * and to every analysis after.
 */
export function OwnerRulesEditor({ websiteId }: { websiteId: string }) {
  const rules = useOwnerRules(websiteId);
  const create = useCreateOwnerRule(websiteId);
  const remove = useDeleteOwnerRule(websiteId);
  const [kind, setKind] = useState<OwnerRuleKind>('never_anchor');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kindId = useId();
  const valueId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create.mutate(
      { kind, value },
      {
        onSuccess: ({ removed }) => {
          setValue('');
          toast.success(
            removed === 0
              ? 'Rule saved'
              : `Rule saved: ${removed} pending ${removed === 1 ? 'suggestion' : 'suggestions'} removed`,
          );
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The rule could not be saved.'),
      },
    );
  }

  return (
    <div className="space-y-3">
      {rules.data && rules.data.length > 0 ? (
        <ul aria-label="Your rules" className="space-y-1">
          {rules.data.map((rule) => (
            <li key={rule.id} className="flex items-center gap-2 text-sm text-zinc-800">
              <span className="min-w-0 flex-1 truncate">
                {RULE_LABELS[rule.kind]}: <span className="font-medium">{rule.value}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete rule ${rule.value}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(rule.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-500">No rules yet.</p>
      )}
      <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={kindId}>Rule</Label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as OwnerRuleKind)}
            className="h-9 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm sm:w-auto"
          >
            {OWNER_RULE_KINDS.map((option) => (
              <option key={option} value={option}>
                {RULE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={valueId}>Phrase, page or folder</Label>
          <Input
            id={valueId}
            value={value}
            placeholder={PLACEHOLDERS[kind]}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <Button type="submit" size="sm" disabled={create.isPending || value.trim() === ''}>
          Add rule
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
