/** The practice room's summary tiles (spec section 2): Total Modules, Total Questions, Avg. Progress, Completed. */
import type { SummaryTiles as Tiles } from '@core/modules/progress';

export function SummaryTiles({ tiles }: { tiles: Tiles }) {
  const items: [string, string][] = [
    ['Total Modules', String(tiles.totalModules)],
    ['Total Questions', String(tiles.totalQuestions)],
    ['Avg. Progress', `${tiles.avgProgress}%`],
    ['Completed', String(tiles.completed)],
  ];
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
      </dl>
    </section>
  );
}
