import type { TermVector } from '../index/term-vectors';
import { cosine } from '../index/term-vectors';
import { isTopicTerm } from './cluster-labels';

export type TopicCluster = {
  /** The cluster's key phrase: its defining term and the term most often beside it. */
  label: string;
  /** The term every member has among its strongest: what defines the cluster. */
  term: string;
  terms: string[];
  pillar: number;
  members: number[];
};

export type TopicClusterOptions = {
  /** Pages a topic needs to be a cluster. */
  minSize?: number;
  /** Strongest terms of each page considered as its topic. */
  termsPerPage?: number;
  /**
   * Per page, the only terms it may be grouped by (such as the words of its title and
   * headings); every term when absent.
   */
  candidateTerms?: Array<Set<string>>;
};

// Far above the rounding of a sum of cosines, far below any real difference between pages.
const NEAR_TIE = 1e-9;

/** Mean similarity of a member to the others (cosines summed one by one), plus its equity. */
function strengthOf(
  member: number,
  members: number[],
  vectors: TermVector[],
  equity: ArrayLike<number>,
) {
  const centrality =
    members.reduce(
      (sum, other) => (other === member ? sum : sum + cosine(vectors[member]!, vectors[other]!)),
      0,
    ) / Math.max(1, members.length - 1);
  return centrality + (equity[member] ?? 0) / 100;
}

/**
 * The member most central to the others (mean similarity) plus its link equity. A member's
 * summed cosines to the others are its dot product with the sum of all members' vectors less
 * its own, so a cluster costs time linear in its members; the few members that come within
 * rounding of the best are compared again cosine by cosine, so the choice is the same.
 */
function pillarOf(members: number[], vectors: TermVector[], equity: ArrayLike<number>): number {
  const total = new Map<string, number>();
  for (const member of members) {
    for (const [term, weight] of vectors[member]!) {
      total.set(term, (total.get(term) ?? 0) + weight);
    }
  }
  const estimated = members.map((member) => {
    let withAll = 0;
    let withItself = 0;
    for (const [term, weight] of vectors[member]!) {
      withAll += weight * total.get(term)!;
      withItself += weight * weight;
    }
    const centrality = (withAll - withItself) / Math.max(1, members.length - 1);
    return centrality + (equity[member] ?? 0) / 100;
  });
  const best = estimated.reduce((max, strength) => Math.max(max, strength), -Infinity);
  return members
    .filter((_, position) => estimated[position]! >= best - NEAR_TIE)
    .map((member) => ({ member, strength: strengthOf(member, members, vectors, equity) }))
    .sort((a, b) => b.strength - a.strength || a.member - b.member)[0]!.member;
}

/**
 * Groups pages by topic: a page belongs to the cluster of its strongest term that at
 * least `minSize` pages share among their own strongest terms. The pillar is the member
 * most central to the others (mean similarity) plus its link equity. Deterministic.
 */
export function findTopicClusters(
  vectors: TermVector[],
  equity: ArrayLike<number>,
  options: TopicClusterOptions = {},
): TopicCluster[] {
  const minSize = options.minSize ?? 3;
  const termsPerPage = options.termsPerPage ?? 3;
  const pagesByTerm = new Map<string, number[]>();
  const topTerms = vectors.map((vector, page) =>
    [...vector.keys()]
      .filter((term) => isTopicTerm(term) && (options.candidateTerms?.[page]?.has(term) ?? true))
      .slice(0, termsPerPage),
  );
  topTerms.forEach((terms, page) => {
    for (const term of terms) {
      const list = pagesByTerm.get(term) ?? [];
      list.push(page);
      pagesByTerm.set(term, list);
    }
  });
  const clusterTerms = new Set(
    [...pagesByTerm].filter(([, pages]) => pages.length >= minSize).map(([term]) => term),
  );

  const membersByTerm = new Map<string, number[]>();
  topTerms.forEach((terms, page) => {
    const term = terms.find((candidate) => clusterTerms.has(candidate));
    if (term) {
      const list = membersByTerm.get(term) ?? [];
      list.push(page);
      membersByTerm.set(term, list);
    }
  });

  const clusters: TopicCluster[] = [];
  for (const [term, members] of membersByTerm) {
    if (members.length < minSize) {
      continue;
    }
    const companions = new Map<string, number>();
    for (const member of members) {
      for (const other of topTerms[member]!) {
        if (other !== term) {
          companions.set(other, (companions.get(other) ?? 0) + 1);
        }
      }
    }
    const ranked = [...companions].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const companion =
      ranked[0] && ranked[0][1] >= Math.ceil(members.length / 2) ? ranked[0][0] : null;
    const pillar = pillarOf(members, vectors, equity);
    clusters.push({
      label: companion ? `${term} ${companion}` : term,
      term,
      terms: [term, ...ranked.slice(0, 4).map(([other]) => other)],
      pillar,
      members: [...members].sort((a, b) => a - b),
    });
  }
  return clusters.sort(
    (a, b) => b.members.length - a.members.length || (a.label < b.label ? -1 : 1),
  );
}
