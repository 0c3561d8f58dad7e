import type { LinkEquityHeatmap } from '@linkloom/contracts';

export type FolderSummary = LinkEquityHeatmap['folders'][number];
export type TreemapFolder = {
  name: string;
  /** Rectangle area: the folder's page count. */
  size: number;
  meanEquity: number;
  minEquity: number;
  /** The folder to filter the table by; null for the merged 'other folders' tile. */
  folder: string | null;
};

/** Beyond this many tiles the labels stop fitting; the smallest folders merge into one. */
export const MAX_TREEMAP_TILES = 40;

/**
 * Tiles for the treemap: the largest folders by page count, the rest merged into one
 * 'Other folders' tile whose mean is weighted by page count.
 */
export function toTreemapFolders(
  folders: FolderSummary[],
  maxTiles = MAX_TREEMAP_TILES,
): TreemapFolder[] {
  const bySize = [...folders].sort((a, b) => b.pages - a.pages || a.folder.localeCompare(b.folder));
  const kept = bySize.length > maxTiles ? bySize.slice(0, maxTiles - 1) : bySize;
  const tiles: TreemapFolder[] = kept.map((folder) => ({
    name: folder.folder,
    size: folder.pages,
    meanEquity: folder.meanEquity,
    minEquity: folder.minEquity,
    folder: folder.folder,
  }));
  const rest = bySize.slice(kept.length);
  if (rest.length > 0) {
    const pages = rest.reduce((sum, folder) => sum + folder.pages, 0);
    tiles.push({
      name: `${rest.length} other folders`,
      size: pages,
      meanEquity: rest.reduce((sum, folder) => sum + folder.meanEquity * folder.pages, 0) / pages,
      minEquity: Math.min(...rest.map((folder) => folder.minEquity)),
      folder: null,
    });
  }
  return tiles;
}
