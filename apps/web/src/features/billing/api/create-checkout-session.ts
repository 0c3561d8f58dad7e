import { checkoutSessionSchema } from '@linkloom/contracts';
import type { PlanChoiceBody } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { errorMessageOr } from '../utils/error-message';
import { redirectTo } from '../utils/redirect-to';

const CHECKOUT_ERROR = 'Failed to create checkout session';

export function createCheckoutSession(choice: PlanChoiceBody) {
  return api.post('/billing/checkout', { body: choice, schema: checkoutSessionSchema });
}

/** Spec §7: starts a checkout and sends the browser to the provider's page. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => {
      redirectTo(url);
    },
    onError: (error) => {
      toast.error(errorMessageOr(error, CHECKOUT_ERROR));
    },
  });
}
