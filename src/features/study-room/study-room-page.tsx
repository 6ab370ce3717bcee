/**
 * /study-room (spec sections 2 and 4): the tutor chat on the left (below on phones) and the study
 * tabs on the right. Choosing a topic or weakness sets the tutor's focus, which sends the spec's
 * automatic message (focusMessage). Navigation state: `focusTopic` selects that topic and the
 * Weaknesses tab (and sends the message); `interviewId` fills the tabs from that interview;
 * otherwise they hold the profile's combined weaknesses and topics.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMessage } from '@core/contract/tutor';
import { Button } from '@/components/ui/button';
import { UnauthorizedError } from '@/lib/bearer-fetch';
import { parseStudyRoomState } from '@/features/study-room/study-room-state';
import { DEFAULT_STUDY_TAB, StudyTabs, type StudyTab } from '@/features/study-room/study-tabs';
import { TutorChat } from '@/features/study-room/tutor-chat';
import { useOnline } from '@/lib/use-online';
import { useStudyItems, type StudyItems } from '@/features/study-room/use-study-items';
import { useTutorChat } from '@/features/study-room/use-tutor-chat';

export const STUDY_ITEMS_ERROR = 'Failed to load profile data';
export const INTERVIEW_NOT_FOUND = 'That interview was not found: here are the weaknesses and topics from all your interviews.';

/** A focus request: `nonce` tells two choices of the same topic apart. */
interface Focus {
  topic: string;
  nonce: number;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function caption(items: StudyItems): string | undefined {
  if (items.interview) return `From your ${items.interview.company} interview (${items.interview.stage}, ${formatDate(items.interview.dateTaken)})`;
  if (items.status === 'ready') return 'From all your interviews';
  return undefined;
}

function Notice({ items }: { items: StudyItems }) {
  if (items.status === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your study topics…
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-3">
      <p className="font-medium text-destructive">{items.error instanceof UnauthorizedError ? 'Unauthorized' : STUDY_ITEMS_ERROR}</p>
      <Button variant="outline" size="sm" onClick={items.retry}>
        Try Again
      </Button>
    </div>
  );
}

export function StudyRoomPage() {
  const location = useLocation();
  const [arrival] = useState(() => parseStudyRoomState(location.state));
  const items = useStudyItems(arrival.interviewId);
  const chat = useTutorChat();
  const online = useOnline();
  const [tab, setTab] = useState<StudyTab>(DEFAULT_STUDY_TAB);
  const [focus, setFocus] = useState<Focus | null>(() => (arrival.focusTopic ? { topic: arrival.focusTopic, nonce: 0 } : null));
  const sentNonce = useRef<number | null>(null);
  const { send } = chat;

  // A new focus sends the spec's automatic message once (when online; else once back online).
  useEffect(() => {
    if (!focus || !online || sentNonce.current === focus.nonce) return;
    sentNonce.current = focus.nonce;
    void send(focusMessage(focus.topic), focus.topic);
  }, [focus, online, send]);

  const study = useCallback((topic: string) => setFocus((previous) => ({ topic, nonce: (previous?.nonce ?? 0) + 1 })), []);
  const onSend = useCallback((text: string) => void send(text, focus?.topic), [send, focus]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Study Room</h1>
      {items.interviewMissing && <p className="text-sm text-muted-foreground">{INTERVIEW_NOT_FOUND}</p>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TutorChat
          messages={chat.messages}
          status={chat.status}
          error={chat.error}
          online={online}
          focusTopic={focus?.topic ?? null}
          onSend={onSend}
          className="h-[70dvh] lg:h-[calc(100dvh-9rem)]"
        />
        <StudyTabs
          topics={items.topics}
          weaknesses={items.weaknesses}
          tab={tab}
          onTabChange={setTab}
          focusTopic={focus?.topic ?? null}
          onStudy={study}
          busy={chat.loading || !online}
          caption={caption(items)}
          notice={items.status === 'ready' ? undefined : <Notice items={items} />}
        />
      </div>
    </section>
  );
}
