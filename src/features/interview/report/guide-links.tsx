/**
 * The guides a report recommends, linked to their PDFs in the resource library by title (the
 * offline coach names them by their real titles; a model may name others, which stay plain text).
 */
import { RESOURCES } from '@content/site/resource-library';

/** "Guides:" and one link per known title; unknown titles as text. Renders nothing for none. */
export function GuideLinks({ titles }: { titles: readonly string[] }) {
  if (titles.length === 0) return null;
  return (
    <div className="text-sm">
      <span className="text-muted-foreground">Guides: </span>
      <ul className="inline">
        {titles.map((title, i) => {
          const guide = RESOURCES.find((resource) => resource.title.toLowerCase() === title.trim().toLowerCase());
          return (
            <li key={title} className="inline">
              {i > 0 && ', '}
              {guide ? (
                <a href={guide.downloadUrl} className="inline-block py-3 font-medium text-brand underline underline-offset-4">
                  {guide.title}
                  <span className="sr-only"> (PDF)</span>
                </a>
              ) : (
                title
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
