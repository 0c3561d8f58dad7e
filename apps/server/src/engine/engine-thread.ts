// The engine's own thread: holds one site's index at a time and answers the main thread's
// requests, so a long analysis never stalls the event loop the API answers on.
import { parentPort } from 'node:worker_threads';
import {
  analyzeSite,
  buildSiteIndex,
  calibrateSite,
  clusterTargetsBySource,
  findLinksToPage,
  suggestLinks,
} from '@linkloom/engine';
import type { KnownPage, PageText, SiteCalibration } from '@linkloom/engine';
import type { EngineAnswer, EngineReply, EngineRequest } from './engine-protocol';

type Site = {
  index: ReturnType<typeof buildSiteIndex>;
  calibration: SiteCalibration;
  clusterTargetsOf: Map<string, Map<string, string>>;
};

let site: Site | null = null;
let added: PageText[] = [];
let addedKnown: KnownPage[] = [];

function answer(request: EngineRequest): EngineAnswer {
  switch (request.kind) {
    case 'addPages':
      for (const page of request.pages) {
        added.push(page);
      }
      return null;
    case 'addKnownPages':
      for (const page of request.pages) {
        addedKnown.push(page);
      }
      return null;
    case 'analyse': {
      site = null;
      const pages = added;
      added = [];
      const index = buildSiteIndex(pages, {
        includedPages: request.includedPages,
        excludedPairs: request.excludedPairs,
        ...(request.embeddings ? { embeddings: request.embeddings } : {}),
        ...(request.search ? { search: request.search } : {}),
      });
      const calibration = calibrateSite(index, {
        targetPrecision: request.targetPrecision,
        maxSuggestionsPerPage: request.maxSuggestionsPerPage,
      });
      site = { index, calibration, clusterTargetsOf: clusterTargetsBySource(request.clusterGaps) };
      return calibration;
    }
    case 'suggest': {
      if (!site) {
        throw new Error('No site is analysed on this engine thread.');
      }
      return suggestLinks(site.index, request.sourceUrl, {
        maxSuggestionsPerPage: request.maxSuggestions,
        calibration: site.calibration,
        passages: request.minScore === undefined,
        ...(request.minScore === undefined ? {} : { minScore: request.minScore }),
        clusterTargets: site.clusterTargetsOf.get(request.sourceUrl),
      });
    }
    case 'findLinksTo': {
      site = null;
      const pages = added;
      added = [];
      const index = buildSiteIndex(pages, {
        includedPages: request.includedPages,
        excludedPairs: request.excludedPairs,
      });
      return findLinksToPage(index, request.targetUrl, {
        sourceUrls: request.sourceUrls,
        ...(request.keyword ? { keyword: request.keyword } : {}),
        ...(request.calibration ? { calibration: request.calibration } : {}),
      });
    }
    case 'drop':
      site = null;
      added = [];
      addedKnown = [];
      return null;
    case 'analyseSite': {
      const pages = addedKnown;
      addedKnown = [];
      return analyzeSite(pages, request.homeUrl);
    }
  }
}

parentPort?.on('message', (request: EngineRequest) => {
  let reply: EngineReply;
  try {
    reply = { id: request.id, ok: true, value: answer(request) };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
