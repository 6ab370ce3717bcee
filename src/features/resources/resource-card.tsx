/**
 * One resource (spec section 3): title, subcategory, description, file type, size, tags, whether
 * it is saved for offline reading, and a Download link that opens the PDF in a new tab (and saves
 * it for offline on first open). Offline, a guide never saved says so instead of offering a link
 * that cannot work.
 */
import { useId } from 'react';
import type { Resource } from '@content/site/resource-library';
import { buttonVariants } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import type { GuideOfflineState } from '@/features/resources/use-offline-guides';

/** What an offline card says about a guide this device does not keep. */
export const NOT_SAVED_OFFLINE = 'Not saved for offline. Connect to the internet to open it.';

const STATE_NOTES: Record<Exclude<GuideOfflineState, 'unavailable'>, string> = {
  checking: 'Checking offline copy…',
  saving: 'Saving for offline…',
  saved: 'Saved for offline',
  'not-saved': 'Not saved for offline yet',
};

interface ResourceCardProps {
  resource: Resource;
  /** The title's heading level: h3 among the featured resources, h4 inside a category. */
  titleAs: 'h3' | 'h4';
  offline: GuideOfflineState;
  /** Why saving this guide for offline failed, if it did. */
  error?: string;
  online: boolean;
  onOpen: (resource: Resource) => void;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

function OfflineNote({ state }: { state: GuideOfflineState }) {
  if (state === 'unavailable') return null;
  if (state === 'saved') {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-green-700 dark:text-green-400">
        <CheckIcon />
        {STATE_NOTES.saved}
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">{STATE_NOTES[state]}</p>;
}

export function ResourceCard({ resource, titleAs: Title, offline, error, online, onOpen }: ResourceCardProps) {
  const titleId = useId();
  const size = resource.fileSize === null ? null : formatFileSize(resource.fileSize);
  const opens = online || offline === 'saved';
  return (
    <li aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm">
      <div className="space-y-1">
        <Title id={titleId} className="text-lg font-semibold leading-snug">
          {resource.title}
        </Title>
        {resource.subcategory && <p className="text-sm text-muted-foreground">{resource.subcategory}</p>}
      </div>
      <p className="text-sm">{resource.description}</p>
      <dl className="flex flex-wrap gap-2 text-xs font-medium">
        <div className="rounded-md bg-muted px-2 py-1">
          <dt className="sr-only">File type</dt>
          <dd>{resource.fileType}</dd>
        </div>
        {size && (
          <div className="rounded-md bg-muted px-2 py-1">
            <dt className="sr-only">Size</dt>
            <dd>{size}</dd>
          </div>
        )}
      </dl>
      <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
        {resource.tags.map((tag) => (
          <li key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground">
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        {opens || offline === 'checking' ? <OfflineNote state={offline} /> : <p className="text-sm font-medium">{NOT_SAVED_OFFLINE}</p>}
        {opens && (
          <a
            href={resource.downloadUrl}
            target="_blank"
            rel="noopener"
            onClick={() => onOpen(resource)}
            aria-label={`Download ${resource.title} (PDF, opens in a new tab)`}
            className={buttonVariants({ size: 'sm' })}
          >
            Download
          </a>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
