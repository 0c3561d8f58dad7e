import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ReplaceConfirmDialogProps = {
  isOpen: boolean;
  /** How many of the selected URLs already have suggestions. */
  replacedCount: number;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Spec §2's 'Confirm Link Suggestions Replacement' dialog, word for word. */
export function ReplaceConfirmDialog({
  isOpen,
  replacedCount,
  onCancel,
  onConfirm,
}: ReplaceConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Confirm Link Suggestions Replacement"
      description="This action cannot be undone. New suggestions will replace the existing ones for the selected URLs."
    >
      <p className="text-sm text-zinc-700">
        {replacedCount} of the selected {replacedCount === 1 ? 'URL has' : 'URLs have'} existing
        suggestions. Approved and rejected suggestions are kept; pending ones are replaced.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Yes, Replace Existing Suggestions</Button>
      </div>
    </Dialog>
  );
}
