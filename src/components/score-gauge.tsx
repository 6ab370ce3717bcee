/**
 * A ring gauge (SVG) of a score out of SCORE_MAX, labelled "Score 7.4 out of 10", coloured by
 * percentage of the maximum (GAUGE_THRESHOLDS_PERCENT): at least 80 green, at least 60 yellow, at
 * least 40 orange, otherwise red. Shared by the feedback report and the profile.
 */
import { GAUGE_THRESHOLDS_PERCENT, SCORE_MAX } from '@core/contract/constants';

export type GaugeColor = 'green' | 'yellow' | 'orange' | 'red';

/** Stroke colour of each gauge colour (hex). */
export const GAUGE_STROKES: Record<GaugeColor, string> = {
  green: '#16a34a',
  yellow: '#eab308',
  orange: '#f97316',
  red: '#dc2626',
};

/** The gauge colour of `score` out of `max` (default SCORE_MAX). */
export function gaugeColor(score: number, max: number = SCORE_MAX): GaugeColor {
  const percent = (score / max) * 100;
  if (percent >= GAUGE_THRESHOLDS_PERCENT.green) return 'green';
  if (percent >= GAUGE_THRESHOLDS_PERCENT.yellow) return 'yellow';
  if (percent >= GAUGE_THRESHOLDS_PERCENT.orange) return 'orange';
  return 'red';
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** `score` rounded to one decimal, without a trailing ".0" (7.44 → "7.4", 7 → "7"). */
export function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10);
}

export function ScoreGauge({ score, max = SCORE_MAX }: { score: number; max?: number }) {
  const fraction = Math.min(1, Math.max(0, score / max));
  const color = gaugeColor(score, max);
  return (
    <svg
      role="img"
      aria-label={`Score ${formatScore(score)} out of ${max}`}
      data-color={color}
      viewBox="0 0 120 120"
      className="size-36"
    >
      <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-muted" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        stroke={GAUGE_STROKES[color]}
        strokeDasharray={`${fraction * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="60" textAnchor="middle" dominantBaseline="central" className="fill-foreground text-2xl font-bold">
        {formatScore(score)}
      </text>
      <text x="60" y="86" textAnchor="middle" className="fill-muted-foreground text-[10px]">
        out of {max}
      </text>
    </svg>
  );
}
