import { portalSessionSchema } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { errorMessageOr } from '../utils/error-message';
import { redirectTo } from '../utils/redirect-to';

const PORTAL_ERROR = 'Failed to open billing portal';

export function openBillingPortal(returnUrl: string) {
  return api.post('/billing/portal', { body: { returnUrl }, schema: portalSessionSchema });
}

/** Spec §7: the provider's billing portal, returning to the billing page. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => openBillingPortal(new URL(paths.billing, window.location.origin).href),
    onSuccess: ({ url }) => {
      redirectTo(url);
    },
    onError: (error) => {
      toast.error(errorMessageOr(error, PORTAL_ERROR));
    },
  });
}
