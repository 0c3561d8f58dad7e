import type { LinkEquityHeatmap } from '@linkloom/contracts';
import { Flame, Gauge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLinkEquityHeatmap } from '../api/get-link-equity-heatmap';
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

// The table asks the server again once typing pauses for this long.
const SEARCH_PAUSE_MS = 300;

/** /websites/{id}/link-equity: a folder treemap coloured by equity beside every page, weakest first. */
export function LinkEquityScreen({ websiteId }: LinkEquityScreenProps) {
  const [filter, setFilter] = useState<EquityPageFilter>(DEFAULT_EQUITY_FILTER);
  const [asked, setAsked] = useState<EquityPageFilter>(DEFAULT_EQUITY_FILTER);
  const [page, setPage] = useState(1);
  const query = useLinkEquityHeatmap(websiteId, asked, page);

  useEffect(() => {
    const timer = setTimeout(
      () => setAsked(filter),
      filter.search === asked.search ? 0 : SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [filter, asked.search]);

  function changeFilter(next: EquityPageFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <AnalysisFrame websiteId={websiteId} query={query} skeletonBlocks={2}>
      {(heatmap) => (
        <LinkEquityBody
          websiteId={websiteId}
          heatmap={heatmap}
          filter={filter}
          onFilterChange={changeFilter}
          onPageChange={setPage}
        />
      )}
    </AnalysisFrame>
  );
}

type LinkEquityBodyProps = {
  websiteId: string;
  heatmap: LinkEquityHeatmap;
  filter: EquityPageFilter;
  onFilterChange: (filter: EquityPageFilter) => void;
  onPageChange: (page: number) => void;
};

function LinkEquityBody({
  websiteId,
  heatmap,
  filter,
  onFilterChange,
  onPageChange,
}: LinkEquityBodyProps) {
  const { summary, folders } = heatmap;
  const folderNames = folders.map((folder) => folder.folder).sort();

  if (summary.pages === 0) {
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
          value={summary.weak.toLocaleString('en')}
          hint="Equity under 25 of 100"
          icon={Flame}
          tone={summary.weak > 0 ? 'warning' : 'good'}
        />
        <OrphanPagesTile count={summary.orphans} />
        <StatTile
          label="Median equity"
          value={formatEquity(summary.medianEquity)}
          hint={`Across ${summary.pages.toLocaleString('en')} pages`}
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
            onSelectFolder={(folder) => onFilterChange({ ...filter, folder })}
          />
        </ChartCard>
        <ChartCard
          title="Pages, weakest first"
          description="Equity is each page's share of internal PageRank on a 0–100 log scale."
          className="lg:col-span-3"
        >
          <EquityPagesTable
            websiteId={websiteId}
            heatmap={heatmap}
            folders={folderNames}
            filter={filter}
            onFilterChange={onFilterChange}
            onPageChange={onPageChange}
          />
        </ChartCard>
      </div>
    </>
  );
}
