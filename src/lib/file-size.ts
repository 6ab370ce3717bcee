/** A file size for people: bytes below 1 KB, whole kilobytes below 1 MB, else megabytes to one decimal (1 KB = 1024 bytes). */
const KB = 1024;
const MB = KB * KB;

/** e.g. 812 → "812 B", 48_000 → "47 KB", 1_236_000 → "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  // Below the size that would round up to "1024 KB".
  if (bytes < MB - KB / 2) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
