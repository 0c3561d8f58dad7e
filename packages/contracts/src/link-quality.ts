import { z } from 'zod';

/**
 * The precision a website's suggestions aim for (a user setting): the engine picks the
 * site's cut-off so that about this share of what it suggests is a link a site editor would
 * make. Higher means fewer, surer suggestions; it applies from the next analysis.
 */
export const TARGET_PRECISION = { min: 0.3, max: 0.95, default: 0.5 } as const;

const TARGET_PRECISION_RANGE = 'Target precision must be between 0.3 and 0.95';

export const targetPrecisionSchema = z
  .number({ error: TARGET_PRECISION_RANGE })
  .min(TARGET_PRECISION.min, TARGET_PRECISION_RANGE)
  .max(TARGET_PRECISION.max, TARGET_PRECISION_RANGE);

/** One band of calibrated confidence (0–20 %, … 80–100 %) with what the backtest saw in it. */
export const linkQualityBandSchema = z.object({
  /** Confidences in `[minConfidence, maxConfidence)`. */
  minConfidence: z.number().min(0).max(1),
  maxConfidence: z.number().min(0).max(1),
  /** The raw scores the band's suggestions had. */
  minScore: z.number(),
  maxScore: z.number(),
  /** Suggestions the backtest made in the band, and how many were links the site already has. */
  suggestions: z.number().int().min(0),
  hits: z.number().int().min(0),
  precision: z.number().min(0).max(1),
});
export type LinkQualityBand = z.infer<typeof linkQualityBandSchema>;

/**
 * The measured quality of a website's suggestions, from the engine's backtest on the links
 * the site already has ('site'), or, for a site with too few links of its own, the same
 * measure pooled over reference documentation sites ('developer_sites').
 */
export const linkCalibrationSchema = z.object({
  basis: z.enum(['site', 'developer_sites']),
  /** (source, target) pairs the site already links in its prose. */
  linkPairs: z.number().int().min(0),
  /**
   * The estimated share of the links its authors would make that the site has made (below 1:
   * the figures are for the links it has not made yet). Absent from measures taken before it was.
   */
  labelFrequency: z.number().min(0).max(1).optional(),
  /** Pairs the backtest hid and tried to find again (the reference sites' pairs for the fallback). */
  hiddenPairs: z.number().int().min(0),
  /** Hidden pairs found again at the cut-off. */
  foundPairs: z.number().int().min(0),
  /** Suggestions the backtest made at the cut-off. */
  suggestions: z.number().int().min(0),
  /** Estimated share of suggestions at or above the cut-off that a site editor would make. */
  precision: z.number().min(0).max(1),
  /** Estimated share of the links an editor would make that are found at the cut-off. */
  recall: z.number().min(0).max(1),
  /**
   * How sure the precision is, [low, high]: a 90 % interval of the site's own backtest, or
   * the precision other sites saw at the same cut-off. Absent from measures taken before it was.
   */
  precisionRange: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).optional(),
  /**
   * The site's link pairs by where their links stand: in sentences and list items (what the
   * backtest learnt from), in code or syntax rules and in keyword tables (left out).
   */
  learntFrom: z
    .object({
      prose: z.number().int().min(0),
      list: z.number().int().min(0),
      code: z.number().int().min(0),
      table: z.number().int().min(0),
    })
    .optional(),
  /**
   * A cold site: how many of its own suggestions (before any cut-off) set its cut-off, where
   * the F1 they are expected to reach is best. Absent when the cut-off is the reference
   * sites' or the site's backtest set it.
   */
  siteCandidates: z.number().int().min(0).optional(),
  /** The target precision this measure was taken at. */
  targetPrecision: z.number().min(0).max(1),
  /** Raw score below which nothing is suggested. */
  cutoff: z.number(),
  /** Confidence bands, ascending; empty ones left out. */
  bands: z.array(linkQualityBandSchema),
});
export type LinkCalibration = z.infer<typeof linkCalibrationSchema>;

/** `GET /websites/{id}/link-quality`: the last analysis's calibration and when it was measured. */
export const linkQualitySchema = linkCalibrationSchema.extend({ measuredAt: z.string() });
export type LinkQuality = z.infer<typeof linkQualitySchema>;
