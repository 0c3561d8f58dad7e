import { describe, expect, it } from 'vitest';
import { findTopicClusters } from './topic-clusters';

const vector = (terms: Array<[string, number]>) => new Map(terms);

describe('findTopicClusters', () => {
  const vectors = [
    vector([
      ['rose', 0.8],
      ['pruning', 0.5],
      ['garden', 0.2],
    ]),
    vector([
      ['rose', 0.7],
      ['climbing', 0.5],
      ['pruning', 0.3],
    ]),
    vector([
      ['rose', 0.9],
      ['feeding', 0.3],
      ['pruning', 0.2],
    ]),
    vector([
      ['tomato', 0.8],
      ['greenhouse', 0.4],
      ['seed', 0.3],
    ]),
    vector([
      ['tomato', 0.7],
      ['blight', 0.5],
      ['greenhouse', 0.4],
    ]),
    vector([
      ['tomato', 0.9],
      ['greenhouse', 0.3],
      ['feeding', 0.2],
    ]),
    vector([
      ['invoice', 0.9],
      ['shipping', 0.4],
      ['returns', 0.3],
    ]),
  ];

  it('groups pages by shared topic, labels them, and leaves loners out', () => {
    const clusters = findTopicClusters(vectors, new Array(7).fill(0));
    expect(clusters.map((cluster) => [cluster.label, cluster.members])).toEqual([
      ['rose pruning', [0, 1, 2]],
      ['tomato greenhouse', [3, 4, 5]],
    ]);
  });

  it('makes the strongest, most central member the pillar', () => {
    const equity = [10, 90, 10, 50, 50, 50, 0];
    const [roses] = findTopicClusters(vectors, equity);
    expect(roses!.pillar).toBe(1);
  });

  it('breaks a tie between equally central members on their position', () => {
    const same = () =>
      vector([
        ['mulch', 0.8],
        ['bark', 0.6],
      ]);
    const clusters = findTopicClusters(
      [vector([['mulch', 1]]), same(), same(), same()],
      [0, 0, 0, 0],
    );
    expect(clusters[0]).toMatchObject({ members: [0, 1, 2, 3], pillar: 1 });
  });
});
