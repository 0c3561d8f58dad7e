import { findPageEmbeddings, savePageEmbeddings } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { validatePassage } from '@linkloom/engine';
import type { LinkSuggestion, PageText } from '@linkloom/engine';
import type { LinkSuggester } from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../ai/model-embedder';
import type { AsyncPassageWriter } from '../ai/model-passage-writer';
import { processEngineThreads } from './engine-threads';
import type { EngineThreads } from './engine-threads';

// Less likely candidates kept per suggestion a page may have.
const LESS_LIKELY_PER_SUGGESTION = 2;

type EngineSuggesterDeps = {
  db: Db;
  logger: FastifyBaseLogger;
  /** A chat model that rewrites the engine's passages; its output must pass `validatePassage`. */
  passageWriter?: AsyncPassageWriter | null;
  /** An embedding model whose vectors join the engine's page similarity; cached per content hash. */
  embedder?: Embedder | null;
  /** Where sites are analysed: threads of their own, so the API's event loop stays free. */
  threads?: EngineThreads;
};

/**
 * The built-in engine behind the services' port: the site indexed and calibrated once (a
 * backtest on its own links at the website's target precision, which sets the cut-off and
 * each suggestion's confidence), then suggestions per page. With a model configured, page embeddings (stored per content hash, so unchanged
 * pages are embedded once) feed similarity, and passages are written by the model; when
 * the model fails or says something invalid, the engine's own passage stands.
 */
export function createEngineSuggester({
  db,
  logger,
  passageWriter = null,
  embedder = null,
  threads = processEngineThreads,
}: EngineSuggesterDeps): LinkSuggester {
  async function embeddingsOf(
    scope: WebsiteScope,
    pages: Array<{ text: PageText; contentHash: string }>,
  ) {
    if (!embedder) {
      return undefined;
    }
    try {
      const stored = await findPageEmbeddings(db, {
        ...scope,
        model: embedder.model,
        contentHashes: pages.map((page) => page.contentHash),
      });
      const missing = pages.filter((page) => !stored.has(page.contentHash));
      const vectors = await embedder.embed(missing.map((page) => page.text));
      const fresh = missing.map((page, index) => ({
        contentHash: page.contentHash,
        vector: vectors[index]!,
      }));
      await savePageEmbeddings(db, { ...scope, model: embedder.model, vectors: fresh });
      for (const { contentHash, vector } of fresh) {
        stored.set(contentHash, vector);
      }
      return new Map(
        pages.flatMap((page) => {
          const vector = stored.get(page.contentHash);
          return vector ? [[page.text.url, vector] as const] : [];
        }),
      );
    } catch (error) {
      logger.warn(
        { err: error, websiteId: scope.websiteId },
        'embeddings unavailable; similarity from the text alone',
      );
      return undefined;
    }
  }

  async function rewritePassage(link: LinkSuggestion): Promise<LinkSuggestion> {
    if (!passageWriter || !link.passageBrief) {
      return link;
    }
    try {
      const written = await passageWriter(link.passageBrief);
      if (written && validatePassage(written, link.anchorText)) {
        return {
          ...link,
          passage: written,
          reasons: [...link.reasons, 'passage written by the model'],
        };
      }
      logger.info(
        { targetUrl: link.targetUrl },
        "the model's passage failed validation; the template stands",
      );
    } catch (error) {
      logger.warn({ err: error }, 'the passage model failed; the template stands');
    }
    return link;
  }

  return async ({
    ownerId,
    websiteId,
    pages,
    includedPages,
    excludedPairs,
    clusterGaps,
    targetPrecision,
    maxSuggestionsPerPage,
    search,
  }) => {
    const embeddings = await embeddingsOf({ ownerId, websiteId }, pages);
    const thread = await threads.lease();
    try {
      const calibration = await thread.analyse({
        kind: 'analyse',
        pages: pages.map((page) => page.text),
        includedPages,
        excludedPairs,
        ...(embeddings ? { embeddings } : {}),
        ...(search ? { search } : {}),
        clusterGaps,
        targetPrecision,
        maxSuggestionsPerPage,
      });
      logger.info(
        {
          websiteId,
          basis: calibration.basis,
          linkPairs: calibration.linkPairs,
          precision: calibration.precision,
          recall: calibration.recall,
          cutoff: calibration.cutoff,
        },
        'site calibrated',
      );
      return {
        calibration,
        suggestFor: async (sourceUrl, maxSuggestions) =>
          Promise.all((await thread.suggest(sourceUrl, maxSuggestions)).map(rewritePassage)),
        lessLikelyFor: async (sourceUrl, maxSuggestions) => {
          // Down to the score a page's best needs (a third of the cut-off's confidence): what
          // the owner's decisions may yet lift above the cut-off.
          const found = await thread.suggest(
            sourceUrl,
            maxSuggestions * LESS_LIKELY_PER_SUGGESTION,
            calibration.pageBestCutoff,
          );
          return found.filter((link) => link.score < calibration.cutoff);
        },
        close: () => thread.release(),
      };
    } catch (error) {
      thread.release();
      throw error;
    }
  };
}
