/** A ring gauge (SVG) of a score out of SCORE_MAX, coloured by percentage, labelled "Score 7.4 out of 10". */
import { SCORE_MAX } from '@core/contract/constants';
import { GAUGE_STROKES, gaugeColor } from '@/features/interview/report/gauge-color';

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
