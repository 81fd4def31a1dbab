// Request logging kept, but cheap: the log lines of one turn of the event loop are written to stdout
// together (one write instead of one per line, which was a visible share of a cheap request's cost
// under load). Whatever is still buffered is written synchronously when the process exits.
import fs from 'node:fs';

export function bufferedStdout(fd = 1, maxBytes = 64 * 1024) {
  let lines: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    bytes = 0;
    try {
      fs.writeSync(fd, chunk);
    } catch {
      // stdout closed: nothing else to do with a log line
    }
  };
  process.once('exit', flush);
  return {
    write(line: string): void {
      lines.push(line);
      bytes += line.length;
      if (bytes >= maxBytes) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
