// Files the API hands out live in one allowlisted directory; a path from a request is accepted only
// when it names a regular file inside it (no traversal, no symlink escape).
import fs from 'node:fs/promises';
import path from 'node:path';

const SAFE_RELATIVE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const contentTypeOf = (file: string): string => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface ResolvedFile {
  absolutePath: string;
  size: number;
}

/** The file `relativePath` inside `root`, or null when it is not an allowlisted regular file. */
export async function resolveAllowlisted(root: string, relativePath: string): Promise<ResolvedFile | null> {
  if (!SAFE_RELATIVE_PATH.test(relativePath) || relativePath.split('/').some((part) => part === '.' || part === '..')) return null;
  try {
    const realRoot = await fs.realpath(root);
    const real = await fs.realpath(path.join(realRoot, relativePath));
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.stat(real);
    return stat.isFile() ? { absolutePath: real, size: stat.size } : null;
  } catch {
    return null;
  }
}
