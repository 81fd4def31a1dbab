// The rules for a document chosen on a phone or a PC, before it travels: what its content is (the
// same first bytes the API starts from; the API then checks the whole file), whether it is sent as it
// is or redrawn smaller, and how small. A 12-megapixel photo (4032×3024, 3–8 MB) is redrawn at most
// 2560 px on its long side as a JPEG — sharp enough to read a licence, about 1 MB — instead of being
// refused for its size. Redrawing a JPEG also drops what a photo carries besides the picture (the
// place it was taken, data after the image) and stands it upright.
import { DOCUMENT_MAX_BYTES } from '@portal/shared-kernel';

export const MAX_UPLOAD_BYTES = DOCUMENT_MAX_BYTES;
/** A redrawn photo stays under this (room for the multipart framing below the API's 5 MB). */
export const TARGET_BYTES = Math.floor(4.5 * 1024 * 1024);
/** The long side of a redrawn photo (px). */
export const MAX_LONG_SIDE = 2560;
/** Never redrawn smaller than this on its long side: the text of a document must stay readable. */
export const MIN_LONG_SIDE = 1200;
/** JPEG qualities tried in turn, then the size is reduced a step and they are tried again. */
export const QUALITIES = [0.88, 0.8, 0.7, 0.6] as const;

export type DocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export function sniffType(bytes: Uint8Array): DocumentType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The file's bytes (File.arrayBuffer, with a FileReader fallback for older engines). */
export async function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** What happens to a chosen file. */
export type Plan = { action: 'send' } | { action: 'redraw' } | { action: 'refuse'; reason: 'too-large' | 'wrong-type' };

/**
 * `type`: by content (sniffType), or null; `canDecode`: the browser can draw it (a HEIC photo on an
 * iPhone can be, and is then sent as a JPEG).
 */
export function planFile(file: { type: DocumentType | null; size: number; width?: number; height?: number; canDecode: boolean }): Plan {
  const longSide = Math.max(file.width ?? 0, file.height ?? 0);
  switch (file.type) {
    case 'application/pdf':
      return file.size <= MAX_UPLOAD_BYTES ? { action: 'send' } : { action: 'refuse', reason: 'too-large' };
    case 'image/jpeg':
      if (file.canDecode) return { action: 'redraw' };
      return file.size <= MAX_UPLOAD_BYTES ? { action: 'send' } : { action: 'refuse', reason: 'too-large' };
    case 'image/png':
      // A scan or a screenshot stays a sharp PNG while it fits; a photo saved as PNG is redrawn.
      if (file.size <= MAX_UPLOAD_BYTES && longSide <= MAX_LONG_SIDE) return { action: 'send' };
      if (file.canDecode) return { action: 'redraw' };
      return file.size <= MAX_UPLOAD_BYTES ? { action: 'send' } : { action: 'refuse', reason: 'too-large' };
    default:
      return file.canDecode ? { action: 'redraw' } : { action: 'refuse', reason: 'wrong-type' };
  }
}

/** The size that fits `maxLongSide` on its long side, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, maxLongSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the picture at a size and quality and encodes it as a JPEG. */
export type JpegEncoder = (width: number, height: number, quality: number) => Promise<Blob>;

/**
 * The redrawn picture: the largest size up to MAX_LONG_SIDE, at the best quality of QUALITIES, that
 * stays under TARGET_BYTES; each round that does not fit goes a fifth smaller. Null when not even
 * MIN_LONG_SIDE at the lowest quality fits (never seen for a photo).
 */
export async function shrinkToFit(
  source: { width: number; height: number },
  encode: JpegEncoder,
): Promise<{ blob: Blob; width: number; height: number; quality: number } | null> {
  let longSide = Math.min(MAX_LONG_SIDE, Math.max(source.width, source.height));
  for (;;) {
    const size = fitWithin(source.width, source.height, longSide);
    for (const quality of QUALITIES) {
      const blob = await encode(size.width, size.height, quality);
      if (blob.size <= TARGET_BYTES) return { blob, ...size, quality };
    }
    if (longSide <= MIN_LONG_SIDE) return null;
    longSide = Math.max(MIN_LONG_SIDE, Math.round(longSide * 0.8));
  }
}

/** The name a redrawn picture is sent under (a JPEG now). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'photo'}.jpg`;
}

/** 820 KB, 1.2 MB: how the portal writes a file size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}
