import { PaymentSuccessScreen } from '@/features/billing/components/payment-success-screen';

/** /payment-success (spec §2), in its own guarded wrapper outside the app shell. */
export function PaymentSuccessRoute() {
  return <PaymentSuccessScreen />;
}
