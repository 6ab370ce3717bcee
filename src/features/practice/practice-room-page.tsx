/**
 * /practice-room (spec section 2): the user's modules as cards (name, created date, questions,
 * progress, badge, cards due today; a click opens the study session), the summary tiles, and
 * 'Create Custom Module'. The list kept on this device shows at once and offline; the server's
 * answer replaces it when it comes. 'Failed to fetch modules' when the server refuses the list.
 */
import { MODULE_MESSAGES } from '@core/contract/modules';
import { Button } from '@/components/ui/button';
import { CreateModuleDialog } from '@/features/practice/create-module-dialog';
import { ModuleCard } from '@/features/practice/module-card';
import { SummaryTiles } from '@/features/practice/summary-tiles';
import { usePracticeRoom } from '@/features/practice/use-practice-room';

export const OFFLINE_ROOM_NOTE = 'You are offline: these are the modules saved on this device. Flash cards you study now sync when you are back online.';
export const OFFLINE_EMPTY_NOTE = 'You are offline and no modules are saved on this device yet. Open the practice room once while online to study offline.';

export function PracticeRoomPage() {
  const room = usePracticeRoom();
  const { status, modules, tiles, fetchStatus, online } = room;
  const offline = !online || fetchStatus === 'offline';

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">Practice Room</h1>
          <p className="text-muted-foreground">Study flash-card modules and track your progress.</p>
        </div>
        <CreateModuleDialog userId={room.userId} online={online} onCreated={room.addModule} />
      </div>

      {status !== 'loading' && <SummaryTiles tiles={tiles} />}

      <div aria-live="polite">
        {offline && modules.length > 0 && <p className="rounded-md bg-muted p-3 text-sm">{OFFLINE_ROOM_NOTE}</p>}
        {status === 'loading' && (
          <p role="status" className="py-6 text-center text-muted-foreground">
            Loading modules…
          </p>
        )}
        {status === 'error' && (
          <div role="alert" className="space-y-3 rounded-md border border-destructive p-4">
            <p className="font-medium text-destructive">{MODULE_MESSAGES.fetchModules}</p>
            <Button variant="outline" onClick={room.refresh}>
              Try Again
            </Button>
          </div>
        )}
        {status === 'ready' && modules.length === 0 && (
          <div className="space-y-2 py-10 text-center">
            {offline ? (
              <p className="text-muted-foreground">{OFFLINE_EMPTY_NOTE}</p>
            ) : (
              <>
                <p className="text-lg font-medium">No modules yet</p>
                <p className="text-muted-foreground">Create a custom module to start studying flash cards.</p>
              </>
            )}
          </div>
        )}
      </div>

      {modules.length > 0 && (
        <ul aria-label="Modules" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {modules.map((module) => (
            <li key={module.id}>
              <ModuleCard module={module} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
