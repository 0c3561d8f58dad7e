import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Width and other overrides of the panel (max-w-lg by default). */
  className?: string;
  /** Hide the corner close button (a step that must not be interrupted). */
  isCloseHidden?: boolean;
};

/** A centred modal with a title, an optional description and a close button. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  className,
  isCloseHidden = false,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[1px]" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            className,
          )}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-zinc-900">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-zinc-600">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {isCloseHidden ? null : (
            <DialogPrimitive.Close
              className="absolute top-4 right-4 rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
              aria-label="Close"
            >
              <X className="size-4" />
            </DialogPrimitive.Close>
          )}
          <div className="mt-5 min-h-0">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
