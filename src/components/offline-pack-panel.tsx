/**
 * The "Offline" panel (on /profile): what the offline pack holds on this device (not fetched,
 * fetching n of m, ready with its size in MB, last refreshed), with Refresh and Remove. The pack is
 * the question bank, interview, practice and study pages; PDF guides are saved on /resources.
 * Opening the panel resumes a fetch that was cut short (unless the pack was removed).
 */
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { refreshPackWhenStale, useOfflinePack, type OfflinePackState } from '@/lib/offline-pack/offline-pack-store';
import { useOnline } from '@/lib/use-online';

function summary({ phase, files, bytes, totalFiles }: OfflinePackState): string {
  switch (phase) {
    case 'checking':
      return 'Checking what this device keeps for offline use…';
    case 'unavailable':
      return 'This browser cannot keep the app for offline use. Pages open while you are online.';
    case 'none':
      return 'Offline pack not fetched. Pages you have not opened online need a connection.';
    case 'fetching':
      return `Fetching the offline pack: ${files} of ${totalFiles} files…`;
    case 'ready':
      return `Offline pack ready: ${formatFileSize(bytes)} on this device.`;
    case 'partial':
      return `Offline pack incomplete: ${files} of ${totalFiles} files (${formatFileSize(bytes)}) on this device. Press Refresh to finish it.`;
    case 'failed':
      return 'Could not fetch the offline pack. Check your connection and press Refresh.';
  }
}

const refreshedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function OfflinePackPanel() {
  const pack = useOfflinePack();
  const online = useOnline();
  const { phase, files, totalFiles, refreshedAt } = pack;

  // Shows what the device holds, and resumes a background fetch cut short by leaving a page.
  useEffect(() => {
    void refreshPackWhenStale();
  }, []);

  const busy = phase === 'fetching' || phase === 'checking';
  return (
    <section aria-labelledby="offline-pack-heading" className="space-y-3 rounded-xl border border-border p-4">
      <h2 id="offline-pack-heading" className="text-xl font-semibold">
        Offline
      </h2>
      <p className="text-sm text-muted-foreground">
        The question bank, mock interviews, flash cards and study pages, kept on this device so they open with no connection.
        PDF guides are saved for offline reading on the Resources page.
      </p>
      <p role="status" className="text-sm font-medium">
        {summary(pack)}
      </p>
      {phase === 'fetching' && <progress aria-label="Offline pack files fetched" value={files} max={totalFiles} className="h-2 w-full accent-brand" />}
      {refreshedAt !== null && phase !== 'none' && (
        <p className="text-sm text-muted-foreground">Last refreshed {refreshedFormat.format(refreshedAt)}</p>
      )}
      {!online && <p className="text-sm text-muted-foreground">You are offline. Connect to the internet to refresh the offline pack.</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void pack.refresh()} disabled={busy || !online || phase === 'unavailable'} className="w-full sm:w-auto">
          Refresh
        </Button>
        <Button variant="outline" onClick={() => void pack.remove()} disabled={busy || phase === 'none' || phase === 'unavailable'} className="w-full sm:w-auto">
          Remove
        </Button>
      </div>
    </section>
  );
}
