// Leave-one-source-out: the developer sites a site's figures may not be fitted on, and the prior
// (the evidence's weights and the pooled developer sites) fitted without them.
import fs from 'node:fs';
import path from 'node:path';
import { Failure, root } from './context.mjs';

/**
 * One prior per developer site, fitted without it, and one fitted on all of them for the sites
 * made from none (`--calibrate` writes them: loso-priors.mjs).
 */
export const LOSO_DIR = path.join(root, 'scripts/eval/loso');
export const priorFileWithout = (site) =>
  path.join(LOSO_DIR, site === null ? 'all-manuals.json' : `without-${site}.json`);
const pooledSitesFile = path.join(LOSO_DIR, 'sites.json');

/**
 * The developer sites a site's figures may not be fitted on: itself, and the manual a blog or
 * a book was made of (wpblog with the handbook; wpdjango and jkblog with Django; mkbook and
 * dsbook with Sphinx). Only the manuals are pooled, so the built sites need no more.
 */
export function leaveOutOf(site, config) {
  const built = config.wordpress ?? config.mkdocs ?? config.jekyll ?? config.docusaurus;
  return built?.source ? [site, built.source] : [site];
}

/**
 * `npm run suggest`'s --prior for a site that leaves `leaveOut` out: the weights and pooled
 * developer sites fitted without the one pooled site among them, or on all of them when none
 * is (the hand-written blog).
 */
export function priorArgs(leaveOut) {
  const pooled = fs.existsSync(pooledSitesFile)
    ? JSON.parse(fs.readFileSync(pooledSitesFile, 'utf8'))
    : [];
  const left = leaveOut.filter((site) => pooled.includes(site));
  if (left.length > 1) {
    throw new Failure(`no prior fitted without both ${left.join(' and ')}`);
  }
  if (pooled.length === 0) {
    throw new Failure('scripts/eval/loso/sites.json is missing: run npm run eval -- --calibrate');
  }
  const file = priorFileWithout(left[0] ?? null);
  if (!fs.existsSync(file)) {
    throw new Failure(
      `${path.relative(root, file)} is missing: run npm run eval -- --calibrate to fit the priors`,
    );
  }
  return ['--prior', file];
}
