// Which source module each byte of a built file comes from, read from its source map (VLQ mappings):
// used by the size-budget check and the kit-weight report.
import fs from 'node:fs';

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mapping segment into its numbers. */
function decodeSegment(seg) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of seg) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Map of source path (as the map names it) → bytes of `jsFile` generated from it. */
export function bytesBySource(jsFile, mapFile) {
  const lines = fs.readFileSync(jsFile, 'utf8').split('\n');
  const { mappings, sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const out = new Map();
  let source = 0;
  mappings.split(';').forEach((text, line) => {
    let column = 0;
    const segs = [];
    for (const seg of text.split(',')) {
      if (!seg) continue;
      const values = decodeSegment(seg);
      column += values[0];
      if (values.length > 1) source += values[1];
      segs.push({ column, source: values.length > 1 ? source : -1 });
    }
    segs.forEach((s, i) => {
      if (s.source < 0) return;
      const end = i + 1 < segs.length ? segs[i + 1].column : (lines[line] ?? '').length;
      const name = sources[s.source];
      out.set(name, (out.get(name) ?? 0) + Math.max(0, end - s.column));
    });
  });
  return out;
}
