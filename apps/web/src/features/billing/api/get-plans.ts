import { planCatalogueSchema } from '@linkloom/contracts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-query-keys';

export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;
export type CataloguePlan = PlanCatalogue[number];

export function getPlans(): Promise<PlanCatalogue> {
  return api.get('/plans', { schema: planCatalogueSchema });
}

export function getPlansQueryOptions() {
  return queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: Infinity });
}

/** The public plan catalogue (spec §3), which drives the billing page. */
export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
