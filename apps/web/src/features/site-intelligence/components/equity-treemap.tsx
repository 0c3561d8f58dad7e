import { ResponsiveContainer, Tooltip, Treemap } from 'recharts';
import type { TreemapNode } from 'recharts';
import { equityColor } from '../utils/equity-scale';
import { formatEquity, pluralize } from '../utils/format';
import type { TreemapFolder } from '../utils/treemap-folders';

type EquityTreemapProps = {
  tiles: TreemapFolder[];
  selectedFolder: string | null;
  onSelectFolder: (folder: string | null) => void;
};

/**
 * URL folders as rectangles sized by their page count and coloured by mean equity: a red
 * block is a section of the site that internal links neglect.
 */
export function EquityTreemap({ tiles, selectedFolder, onSelectFolder }: EquityTreemapProps) {
  function handleClick(node: TreemapNode) {
    const folder = (node as unknown as TreemapFolder).folder;
    if (folder !== undefined) {
      onSelectFolder(folder === selectedFolder ? null : folder);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="h-72 w-full sm:h-80" data-testid="equity-treemap">
        <ResponsiveContainer width="100%" height="100%">
          <Treemap
            data={tiles}
            dataKey="size"
            nameKey="name"
            isAnimationActive={false}
            onClick={handleClick}
            content={(node) => <FolderTile node={node} selectedFolder={selectedFolder} />}
          >
            <Tooltip content={<FolderTooltip />} />
          </Treemap>
        </ResponsiveContainer>
      </div>
      <EquityLegend />
    </div>
  );
}

type FolderTileProps = { node: TreemapNode; selectedFolder: string | null };

function FolderTile({ node, selectedFolder }: FolderTileProps) {
  const tile = node as unknown as TreemapNode & Partial<TreemapFolder>;
  // The root node spans the whole chart; only leaves are folders.
  if (node.depth !== 1 || tile.meanEquity === undefined) {
    return <g />;
  }
  const isSelected = selectedFolder !== null && tile.folder === selectedFolder;
  const isDimmed = selectedFolder !== null && !isSelected;
  const hasRoomForLabel = node.width > 56 && node.height > 34;
  return (
    <g className="cursor-pointer">
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={4}
        fill={equityColor(tile.meanEquity)}
        fillOpacity={isDimmed ? 0.35 : 1}
        stroke={isSelected ? '#18181b' : '#fff'}
        strokeWidth={isSelected ? 3 : 2}
      />
      {hasRoomForLabel ? (
        <>
          <text
            x={node.x + 8}
            y={node.y + 18}
            fill="#fff"
            fontSize={12}
            fontWeight={600}
            style={{ pointerEvents: 'none' }}
          >
            {truncate(tile.name ?? '', Math.floor(node.width / 7.5))}
          </text>
          <text
            x={node.x + 8}
            y={node.y + 33}
            fill="#fff"
            fillOpacity={0.9}
            fontSize={11}
            style={{ pointerEvents: 'none' }}
          >
            {formatEquity(tile.meanEquity)} · {tile.size}p
          </text>
        </>
      ) : null}
    </g>
  );
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}

type FolderTooltipProps = {
  active?: boolean;
  payload?: Array<{ payload?: Partial<TreemapFolder> }>;
};

function FolderTooltip({ active, payload }: FolderTooltipProps) {
  const tile = payload?.[0]?.payload;
  if (!active || !tile || tile.meanEquity === undefined) {
    return null;
  }
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-zinc-900">{tile.name}</p>
      <p className="mt-1 text-zinc-600">{pluralize(tile.size ?? 0, 'page')}</p>
      <p className="text-zinc-600">Mean equity {formatEquity(tile.meanEquity)}</p>
      <p className="text-zinc-600">Weakest page {formatEquity(tile.minEquity ?? 0)}</p>
    </div>
  );
}

function EquityLegend() {
  const gradient = [0, 25, 50, 75, 100].map((at) => `${equityColor(at)} ${at}%`).join(', ');
  return (
    <div className="flex items-center gap-2 text-xs text-zinc-600" aria-hidden>
      <span>Weak</span>
      <span
        className="h-2 flex-1 rounded-full"
        style={{ backgroundImage: `linear-gradient(to right, ${gradient})` }}
      />
      <span>Strong</span>
    </div>
  );
}
