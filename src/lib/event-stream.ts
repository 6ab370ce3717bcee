/**
 * Reads a `data: {json}` event stream (server-sent events over a fetch body) and yields each
 * event's parsed JSON. Lines that are not `data:` lines are skipped; a `data:` line that is not
 * JSON throws SyntaxError.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split(/\r?\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line.startsWith('data:')) yield JSON.parse(line.slice(5).trim());
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
