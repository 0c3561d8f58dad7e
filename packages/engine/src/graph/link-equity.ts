import type { LinkPlacement } from '../page-text';

export type GraphLink = { source: number; target: number; placement: LinkPlacement };

/** The weakest and strongest raw rank of a site: the ends of its 0–100 equity scale. */
export type EquityScale = { minRank: number; maxRank: number };

export type LinkEquityOptions = { damping?: number; maxIterations?: number; tolerance?: number };

export type LinkEquity = {
  /** Raw PageRank per page; sums to 1. */
  rank: Float64Array;
  /** The same on a 0–100 scale (logarithmic: the weakest page 0, the strongest 100). */
  score: Float64Array;
  /** The raw ranks `score` maps to 0 and 100 (see `toEquityScore`). */
  scale: EquityScale;
  /** Damping factor the ranks were computed with. */
  damping: number;
  /** Total placement weight of each page's outgoing links (repeated pairs counted once). */
  outWeight: Float64Array;
  /** Clicks from the home page, -1 when unreachable. */
  depth: Int32Array;
  /** Inbound links from other pages' main content. */
  inboundMain: Int32Array;
  /** Inbound links from anywhere on other pages. */
  inboundAll: Int32Array;
  iterations: number;
};

/** How much a link passes on, by where it sits: prose links are editorial votes, menus are not. */
export const PLACEMENT_WEIGHT: Record<LinkPlacement, number> = {
  main: 1,
  sidebar: 0.5,
  header: 0.3,
  navigation: 0.3,
  footer: 0.2,
};

/**
 * Internal PageRank over a site's links, weighted by placement, with dangling pages'
 * rank spread evenly; stops when the total change falls under `tolerance` or after
 * `maxIterations`. Also click depth from `home` and inbound counts. Linear in links
 * per iteration (compressed adjacency), so large sites stay fast.
 */
export function computeLinkEquity(
  pageCount: number,
  links: GraphLink[],
  home: number | null,
  options: LinkEquityOptions = {},
): LinkEquity {
  const damping = options.damping ?? 0.85;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-9;

  // Merge repeated (source, target) pairs keeping the strongest placement; drop self links.
  const edgeWeight = new Map<number, number>();
  const inboundMain = new Int32Array(pageCount);
  const inboundAll = new Int32Array(pageCount);
  for (const link of links) {
    if (
      link.source === link.target ||
      link.source < 0 ||
      link.target < 0 ||
      link.source >= pageCount ||
      link.target >= pageCount
    ) {
      continue;
    }
    const key = link.source * pageCount + link.target;
    const weight = PLACEMENT_WEIGHT[link.placement];
    const previous = edgeWeight.get(key);
    if (previous === undefined) {
      inboundAll[link.target]! += 1;
    }
    if (link.placement === 'main' && (previous === undefined || previous < 1)) {
      inboundMain[link.target]! += 1;
    }
    if (previous === undefined || weight > previous) {
      edgeWeight.set(key, weight);
    }
  }

  const outWeight = new Float64Array(pageCount);
  const offsets = new Int32Array(pageCount + 1);
  for (const key of edgeWeight.keys()) {
    offsets[Math.floor(key / pageCount) + 1]! += 1;
  }
  for (let index = 0; index < pageCount; index += 1) {
    offsets[index + 1]! += offsets[index]!;
  }
  const targets = new Int32Array(edgeWeight.size);
  const weights = new Float64Array(edgeWeight.size);
  const cursor = offsets.slice(0, pageCount);
  for (const [key, weight] of edgeWeight) {
    const source = Math.floor(key / pageCount);
    const slot = cursor[source]!;
    cursor[source] = slot + 1;
    targets[slot] = key % pageCount;
    weights[slot] = weight;
    outWeight[source]! += weight;
  }

  let rank = new Float64Array(pageCount).fill(pageCount > 0 ? 1 / pageCount : 0);
  let next = new Float64Array(pageCount);
  let iterations = 0;
  for (; iterations < maxIterations && pageCount > 0; iterations += 1) {
    let dangling = 0;
    for (let source = 0; source < pageCount; source += 1) {
      if (outWeight[source] === 0) {
        dangling += rank[source]!;
      }
    }
    const base = (1 - damping) / pageCount + (damping * dangling) / pageCount;
    next.fill(base);
    for (let source = 0; source < pageCount; source += 1) {
      const total = outWeight[source]!;
      if (total === 0) {
        continue;
      }
      const share = (damping * rank[source]!) / total;
      for (let slot = offsets[source]!; slot < offsets[source + 1]!; slot += 1) {
        next[targets[slot]!]! += share * weights[slot]!;
      }
    }
    let change = 0;
    for (let index = 0; index < pageCount; index += 1) {
      change += Math.abs(next[index]! - rank[index]!);
    }
    [rank, next] = [next, rank];
    if (change < tolerance) {
      iterations += 1;
      break;
    }
  }

  const scale = rankScale(rank);
  return {
    rank,
    score: rank.map((value) => Math.round(toEquityScore(value, scale) * 10) / 10),
    scale,
    damping,
    outWeight,
    depth: clickDepth(pageCount, offsets, targets, home),
    inboundMain,
    inboundAll,
    iterations,
  };
}

function rankScale(rank: Float64Array): EquityScale {
  if (rank.length === 0) {
    return { minRank: 0, maxRank: 0 };
  }
  let minRank = Infinity;
  let maxRank = -Infinity;
  for (const value of rank) {
    minRank = Math.min(minRank, value);
    maxRank = Math.max(maxRank, value);
  }
  return { minRank, maxRank };
}

/**
 * A raw rank on a site's 0–100 equity scale, unrounded: logarithmic between the weakest
 * (0) and the strongest (100) page; every page is 100 when all ranks are equal.
 */
export function toEquityScore(rank: number, { minRank, maxRank }: EquityScale): number {
  const span = Math.log(maxRank) - Math.log(minRank);
  return span > 0 ? ((Math.log(rank) - Math.log(minRank)) / span) * 100 : 100;
}

function clickDepth(
  pageCount: number,
  offsets: Int32Array,
  targets: Int32Array,
  home: number | null,
): Int32Array {
  const depth = new Int32Array(pageCount).fill(-1);
  if (home === null || home < 0 || home >= pageCount) {
    return depth;
  }
  const queue = new Int32Array(pageCount);
  let head = 0;
  let tail = 0;
  depth[home] = 0;
  queue[tail++] = home;
  while (head < tail) {
    const page = queue[head++]!;
    for (let slot = offsets[page]!; slot < offsets[page + 1]!; slot += 1) {
      const target = targets[slot]!;
      if (depth[target] === -1) {
        depth[target] = depth[page]! + 1;
        queue[tail++] = target;
      }
    }
  }
  return depth;
}
