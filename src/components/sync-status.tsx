/**
 * The sync-status indicator: how many changes wait for the server and why (synced, syncing,
 * waiting for connection, retrying, sign in to sync, rejected), announced politely; the entries the
 * server refused with its reason, each with Retry and Discard; and a full-device warning. Mounting
 * it starts the sync engine for this tab. `compact` shows only a dot and the count (narrow sidebar).
 */
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { discardEntry, retryEntry, startSync } from '@/offline/sync';
import { describeSync, useSyncStatus, type SyncDisplayState } from '@/offline/sync-status-store';

const DOT: Record<SyncDisplayState, string> = {
  synced: 'bg-green-600',
  syncing: 'bg-sky-500 animate-pulse',
  waiting: 'bg-sky-500',
  offline: 'bg-slate-400',
  retrying: 'bg-yellow-500',
  'needs-sign-in': 'bg-orange-500',
  rejected: 'bg-red-600',
};

export function SyncStatus({ compact = false, className }: { compact?: boolean; className?: string }) {
  const status = useSyncStatus();
  const { state, label } = describeSync(status);
  const unsynced = status.pending + status.rejected.length;

  useEffect(() => startSync(), []);

  return (
    <div className={cn('space-y-2 text-sm', className)} data-sync-state={state}>
      <p role="status" aria-live="polite" className="flex items-center gap-2" title={compact ? label : undefined}>
        <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', DOT[state])} />
        {compact ? (
          <>
            <span aria-hidden="true">{unsynced > 0 ? unsynced : ''}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          <span>{label}</span>
        )}
      </p>
      {status.unsavedDrafts > 0 && (
        <p role="alert" className="font-medium text-destructive">
          Storage full: {status.unsavedDrafts === 1 ? '1 draft is' : `${status.unsavedDrafts} drafts are`} kept only in
          this tab. Free some space on this device.
        </p>
      )}
      {!compact && status.rejected.length > 0 && (
        <details className="rounded-md border border-border p-2">
          <summary className="cursor-pointer font-medium">Show rejected changes</summary>
          <ul className="mt-2 space-y-2">
            {status.rejected.map((entry) => (
              <li key={entry.id} className="space-y-1">
                <p className="font-medium">{entry.label ?? entry.kind}</p>
                <p className="text-destructive">{entry.lastError ?? 'Refused by the server'}</p>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => void retryEntry(entry.id)}>
                    Retry
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry.id)}>
                    Discard
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
