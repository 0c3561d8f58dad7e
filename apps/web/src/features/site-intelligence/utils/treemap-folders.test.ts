import { describe, expect, it } from 'vitest';
import { toTreemapFolders } from './treemap-folders';

describe('toTreemapFolders', () => {
  it('keeps every folder when they fit, sized by pages', () => {
    const tiles = toTreemapFolders([
      { folder: '/', pages: 3, meanEquity: 60, minEquity: 10 },
      { folder: '/blog/', pages: 8, meanEquity: 20, minEquity: 0 },
    ]);
    expect(tiles.map((tile) => [tile.name, tile.size, tile.folder])).toEqual([
      ['/blog/', 8, '/blog/'],
      ['/', 3, '/'],
    ]);
  });

  it('merges the smallest folders into one tile with a page-weighted mean', () => {
    const tiles = toTreemapFolders(
      [
        { folder: '/a/', pages: 10, meanEquity: 50, minEquity: 5 },
        { folder: '/b/', pages: 3, meanEquity: 40, minEquity: 4 },
        { folder: '/c/', pages: 1, meanEquity: 0, minEquity: 0 },
      ],
      2,
    );
    expect(tiles).toHaveLength(2);
    expect(tiles[1]).toEqual({
      name: '2 other folders',
      size: 4,
      meanEquity: 30,
      minEquity: 0,
      folder: null,
    });
  });
});
