import { DashboardScreen } from '@/features/websites/components/dashboard-screen';

/** /dashboard and /websites (spec §2). */
export function DashboardRoute() {
  return <DashboardScreen />;
}
