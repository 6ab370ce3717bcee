/**
 * "Save all for offline" on /resources: how many guides this device keeps, the button, a progress
 * bar while saving, and a plain error when the save failed (no connection, no space).
 */
import { Button } from '@/components/ui/button';
import { SAVE_MESSAGES } from '@/features/resources/guide-cache';
import type { OfflineGuides } from '@/features/resources/use-offline-guides';

interface SaveAllPanelProps {
  guides: OfflineGuides;
  total: number;
}

function summary({ status, savedCount, savingAll }: OfflineGuides, total: number): string {
  if (status === 'unavailable') return SAVE_MESSAGES.unavailable;
  if (status === 'checking') return 'Checking which guides are saved on this device…';
  if (savingAll) return `Saving guides for offline: ${savedCount} of ${total} saved…`;
  if (savedCount === total) return `All ${total} guides are saved for offline reading.`;
  return `${savedCount} of ${total} guides saved for offline reading.`;
}

export function SaveAllPanel({ guides, total }: SaveAllPanelProps) {
  const { status, savedCount, savingAll, saveAllError } = guides;
  return (
    <section aria-labelledby="offline-guides-heading" className="space-y-3 rounded-xl border border-border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="offline-guides-heading" className="font-semibold">
            Read offline
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {summary(guides, total)}
          </p>
        </div>
        <Button onClick={() => void guides.saveAll()} disabled={status !== 'ready' || savingAll || savedCount === total} className="w-full sm:w-auto">
          {savingAll ? 'Saving…' : 'Save all for offline'}
        </Button>
      </div>
      {savingAll && <progress aria-label="Guides saved for offline" value={savedCount} max={total} className="h-2 w-full accent-brand" />}
      {saveAllError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {saveAllError}
        </p>
      )}
    </section>
  );
}
