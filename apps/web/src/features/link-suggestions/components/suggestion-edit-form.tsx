import { ANCHOR_NOT_IN_TEXT, isAnchorInText } from '@linkloom/contracts';
import type { LinkSuggestion, UpdateSuggestionBody } from '@linkloom/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { logError } from '@/lib/error-log';
import { useUpdateSuggestion } from '../api/update-suggestion';
import { SUGGESTION_MESSAGES } from '../utils/suggestion-messages';

type SuggestionEditFormProps = {
  websiteId: string;
  suggestion: LinkSuggestion;
  onDone: () => void;
};

/**
 * Edit: anchor text, context and generated passage, with Save and Cancel (spec §2). The anchor
 * must stand in the context or the passage (issue 17); the server's answer brings the
 * reasons up to date with the edit.
 */
export function SuggestionEditForm({ websiteId, suggestion, onDone }: SuggestionEditFormProps) {
  const [anchorText, setAnchorText] = useState(suggestion.anchor_text);
  const [context, setContext] = useState(suggestion.context);
  const [passage, setPassage] = useState(suggestion.generated_passage ?? '');
  const update = useUpdateSuggestion(websiteId);
  const idPrefix = `edit-${suggestion.uuid}`;
  const isAnchorEmpty = anchorText.trim().length === 0;
  // The link goes on the anchor, so it must stand in the sentence (or passage) that carries it.
  const isAnchorMissing = !isAnchorEmpty && !isAnchorInText(anchorText, context, passage);
  const isInvalid = isAnchorEmpty || isAnchorMissing;
  const anchorErrorId = `${idPrefix}-anchor-error`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isInvalid) {
      return;
    }
    const changes: UpdateSuggestionBody = {};
    if (anchorText.trim() !== suggestion.anchor_text) {
      changes.anchor_text = anchorText.trim();
    }
    if (context !== suggestion.context) {
      changes.context = context;
    }
    if (passage !== (suggestion.generated_passage ?? '')) {
      changes.generated_passage = passage.trim() ? passage : null;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { suggestionId: suggestion.uuid, changes },
      {
        onSuccess: () => {
          toast.success(SUGGESTION_MESSAGES.updated);
          onDone();
        },
        onError: (error) => {
          logError(error, SUGGESTION_MESSAGES.updateFailed);
          toast.error(SUGGESTION_MESSAGES.updateFailed, {
            description: isApiError(error) && error.status === 400 ? error.message : undefined,
          });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 space-y-3" aria-label="Edit suggestion">
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-anchor`}>Anchor text</Label>
        <Input
          id={`${idPrefix}-anchor`}
          value={anchorText}
          onChange={(event) => setAnchorText(event.target.value)}
          maxLength={300}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isAnchorMissing ? anchorErrorId : undefined}
        />
        {isAnchorMissing ? (
          <p id={anchorErrorId} role="alert" className="text-xs text-red-700">
            {ANCHOR_NOT_IN_TEXT}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-context`}>Context</Label>
        <Textarea
          id={`${idPrefix}-context`}
          value={context}
          onChange={(event) => setContext(event.target.value)}
          maxLength={5000}
          rows={3}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-passage`}>Generated passage</Label>
        <Textarea
          id={`${idPrefix}-passage`}
          value={passage}
          onChange={(event) => setPassage(event.target.value)}
          maxLength={5000}
          rows={3}
          placeholder="Optional: a sentence to add to the source page"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onDone}
          disabled={update.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending || isInvalid}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
