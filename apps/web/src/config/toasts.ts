import type { ToasterProps } from 'sonner';

// Spec §9: toasts show 5 s at top-right, at most 20 at once.
export const toasterConfig = {
  position: 'top-right',
  duration: 5000,
  visibleToasts: 20,
} as const satisfies ToasterProps;
