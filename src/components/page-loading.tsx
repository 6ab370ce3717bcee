/** Placeholder shown while a lazy page's code loads. */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite" className="p-6 text-center text-muted-foreground">
      Loading…
    </p>
  );
}
