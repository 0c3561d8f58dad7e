import type { LinkEquityHeatmap } from '@linkloom/contracts';
import { Flame, Gauge } from 'lucide-react';
import { useState } from 'react';
import { useLinkEquityHeatmap } from '../api/get-link-equity-heatmap';
import { equityBand } from '../utils/equity-scale';
import { DEFAULT_EQUITY_FILTER } from '../utils/filter-equity-pages';
import type { EquityPageFilter } from '../utils/filter-equity-pages';
import { formatEquity } from '../utils/format';
import { toTreemapFolders } from '../utils/treemap-folders';
import { AnalysisFrame } from './analysis-frame';
import { ChartCard } from './chart-card';
import { EquityPagesTable } from './equity-pages-table';
import { EquityTreemap } from './equity-treemap';
import { OrphanPagesTile } from './orphan-pages-tile';
import { StatTile } from './stat-tile';
import { UnreadPagesNotice } from './unread-pages-notice';

type LinkEquityScreenProps = { websiteId: string };

/** /websites/{id}/link-equity: a folder treemap coloured by equity beside every page, weakest first. */
export function LinkEquityScreen({ websiteId }: LinkEquityScreenProps) {
  const query = useLinkEquityHeatmap(websiteId);
  return (
    <AnalysisFrame websiteId={websiteId} query={query} skeletonBlocks={2}>
      {(heatmap) => <LinkEquityBody websiteId={websiteId} heatmap={heatmap} />}
    </AnalysisFrame>
  );
}

type LinkEquityBodyProps = { websiteId: string; heatmap: LinkEquityHeatmap };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function LinkEquityBody({ websiteId, heatmap }: LinkEquityBodyProps) {
  const [filter, setFilter] = useState<EquityPageFilter>(DEFAULT_EQUITY_FILTER);
  const { pages, folders } = heatmap;
  const weakCount = pages.filter((page) => equityBand(page.equity) === 'weak').length;
  const orphanCount = pages.filter((page) => page.orphan).length;
  const folderNames = folders.map((folder) => folder.folder).sort();

  if (pages.length === 0) {
    return (
      <ChartCard title="No pages analysed">
        <p className="text-sm text-zinc-600">
          The last crawl found no pages to score. Check the crawl for errors, then crawl again.
        </p>
      </ChartCard>
    );
  }

  return (
    <>
      <UnreadPagesNotice unreadPages={heatmap.unreadPages} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile
          label="Weak pages"
          value={weakCount.toLocaleString('en')}
          hint="Equity under 25 of 100"
          icon={Flame}
          tone={weakCount > 0 ? 'warning' : 'good'}
        />
        <OrphanPagesTile count={orphanCount} />
        <StatTile
          label="Median equity"
          value={formatEquity(median(pages.map((page) => page.equity)))}
          hint={`Across ${pages.length.toLocaleString('en')} pages`}
          icon={Gauge}
        />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <ChartCard
          title="Equity by folder"
          description="Area is the folder's page count, colour its mean equity. Click a folder to filter the table."
          className="lg:sticky lg:top-4 lg:col-span-2"
        >
          <EquityTreemap
            tiles={toTreemapFolders(folders)}
            selectedFolder={filter.folder}
            onSelectFolder={(folder) => setFilter({ ...filter, folder })}
          />
        </ChartCard>
        <ChartCard
          title="Pages, weakest first"
          description="Equity is each page's share of internal PageRank on a 0–100 log scale."
          className="lg:col-span-3"
        >
          <EquityPagesTable
            websiteId={websiteId}
            pages={pages}
            folders={folderNames}
            filter={filter}
            onFilterChange={setFilter}
          />
        </ChartCard>
      </div>
    </>
  );
}
