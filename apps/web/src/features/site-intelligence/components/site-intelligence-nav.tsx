import { BarChart3, Flame, HeartPulse, Network } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type SiteIntelligenceNavProps = { websiteId: string };

/** Switches between a website's four analysis screens, which read one analysis. */
export function SiteIntelligenceNav({ websiteId }: SiteIntelligenceNavProps) {
  const items = [
    { label: 'Analytics', to: paths.analytics(websiteId), icon: BarChart3 },
    { label: 'Link health', to: paths.linkHealth(websiteId), icon: HeartPulse },
    { label: 'Link equity', to: paths.linkEquity(websiteId), icon: Flame },
    { label: 'Topic clusters', to: paths.topicClusters(websiteId), icon: Network },
  ];
  return (
    // Two rows of two on a phone: four labels in one row overflow a 390 px screen.
    <nav aria-label="Site analysis" className="-mt-2">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1 text-[13px] font-medium sm:inline-flex sm:text-sm">
        {items.map((item) => (
          <li key={item.label} className="min-w-0 sm:flex-none">
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 whitespace-nowrap transition-colors sm:px-3',
                  isActive
                    ? 'bg-white text-zinc-900 shadow-sm'
                    : 'text-zinc-600 hover:text-zinc-900',
                )
              }
            >
              <item.icon className="size-4" aria-hidden />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
