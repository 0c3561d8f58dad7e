import type { LinkQuality, Website } from '@linkloom/contracts';
import { ChevronDown, Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useLinkQuality } from '../api/get-link-quality';
import {
  describeCertainty,
  describeLinkQuality,
  describeMethod,
  formatPercent,
} from '../utils/link-quality-text';
import { formatDate } from '../utils/website-figures';
import { LearningBasis } from './learning-basis';
import { TargetPrecisionControl } from './target-precision-control';

type LinkQualityCardProps = { website: Website };

/**
 * The website's measured suggestion quality (issue 15): one plain sentence, the score-band
 * table behind 'How we measured this', and the target precision the next analysis aims for.
 */
export function LinkQualityCard({ website }: LinkQualityCardProps) {
  const quality = useLinkQuality(website.uuid);
  return (
    <Card className="space-y-4 p-4 sm:p-5" aria-labelledby="link-quality-heading" role="region">
      <h2
        id="link-quality-heading"
        className="flex items-center gap-2 text-base font-semibold text-zinc-900"
      >
        <Gauge className="size-4 text-brand-600" aria-hidden />
        Suggestion quality
      </h2>
      {quality.isPending ? (
        <div role="status" aria-label="Loading suggestion quality" className="animate-pulse">
          <div className="h-4 w-3/4 rounded bg-zinc-100" />
        </div>
      ) : quality.isError ? (
        <p className="text-sm text-zinc-600">
          The measured quality could not be loaded. Please try again later.
        </p>
      ) : (
        <Measured quality={quality.data} targetPrecision={website.targetPrecision} />
      )}
      <LearningBasis websiteId={website.uuid} />
      <TargetPrecisionControl website={website} />
    </Card>
  );
}

type MeasuredProps = { quality: LinkQuality | null; targetPrecision: number };

function Measured({ quality, targetPrecision }: MeasuredProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  if (!quality) {
    return <p className="text-sm text-zinc-700">{describeLinkQuality(null)}</p>;
  }
  const isSettingChanged = Math.abs(quality.targetPrecision - targetPrecision) > 1e-9;
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-800" data-testid="link-quality-sentence">
        {describeLinkQuality(quality)}
      </p>
      {describeCertainty(quality) ? (
        <p className="text-sm text-zinc-700" data-testid="link-quality-certainty">
          {describeCertainty(quality)}
        </p>
      ) : null}
      <p className="text-xs text-zinc-500">
        Measured {formatDate(quality.measuredAt)}, aiming for{' '}
        {formatPercent(quality.targetPrecision)} right.
        {isSettingChanged
          ? ` Your new target of ${formatPercent(targetPrecision)} applies from the next analysis.`
          : null}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 text-brand-700"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        How we measured this
        <ChevronDown className={cn('transition-transform', isOpen && 'rotate-180')} aria-hidden />
      </Button>
      {isOpen ? <MethodPanel id={panelId} quality={quality} /> : null}
    </div>
  );
}

/** A confidence band as the cards word it: 0.6–0.8 → '60–80% likely'. */
function formatBand(min: number, max: number): string {
  return `${Math.round(min * 100)}–${formatPercent(max)} likely`;
}

function MethodPanel({ id, quality }: { id: string; quality: LinkQuality }) {
  return (
    <div id={id} className="space-y-3 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
      <p>{describeMethod(quality)}</p>
      <table className="w-full max-w-md text-left text-sm tabular-nums">
        <caption className="sr-only">
          Suggestions and how often they were right, by how likely Linkloom judged them
        </caption>
        <thead>
          <tr className="border-b border-zinc-200 text-xs text-zinc-500">
            <th scope="col" className="py-1.5 font-medium">
              Estimate
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Suggestions
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Right
            </th>
          </tr>
        </thead>
        <tbody>
          {quality.bands.map((band) => (
            <tr key={band.minConfidence} className="border-b border-zinc-100">
              <td className="py-1.5">{formatBand(band.minConfidence, band.maxConfidence)}</td>
              <td className="py-1.5 text-right">{band.suggestions.toLocaleString('en-US')}</td>
              <td className="py-1.5 text-right">
                {band.hits.toLocaleString('en-US')} ({formatPercent(band.precision)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-zinc-500">
        Each suggestion card shows how likely its link is to be one an editor of your site would
        make.
      </p>
    </div>
  );
}
