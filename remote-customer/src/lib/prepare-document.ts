// Gets a chosen document ready to send (the rules are upload.ts's): its type by content, a photo
// redrawn smaller on a canvas when it needs to be, and a preview — the picture itself, or a PDF's
// first page drawn by PDF.js (loaded only when a PDF is chosen).
import { formatBytes, jpegName, MAX_UPLOAD_BYTES, planFile, readBytes, shrinkToFit, sniffType } from './upload.ts';
import type { DocumentType, JpegEncoder } from './upload.ts';

export interface PreparedDocument {
  /** What is sent. */
  blob: Blob;
  fileName: string;
  type: DocumentType;
  /** The size of the file as chosen, and as sent. */
  chosenBytes: number;
  sentBytes: number;
  /** The size of a redrawn photo (null: sent as it was chosen). */
  redrawn: { width: number; height: number } | null;
  /** An object URL of the preview image (revoke it with `releasePreview`), or null when none could be drawn. */
  previewUrl: string | null;
  /** A PDF's page count. */
  pages: number | null;
}

export type Prepared = { ok: true; document: PreparedDocument } | { ok: false; problem: 'too-large' | 'wrong-type' | 'unreadable' };

interface Decoded {
  width: number;
  height: number;
  encoder: JpegEncoder;
  close(): void;
}

/** The picture decoded by the browser (upright, as the photo's orientation says), or null when it cannot. */
async function decodeImage(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const encoder: JpegEncoder = (width, height, quality) =>
    new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      // A transparent PNG would turn black as a JPEG: paper is white.
      // eslint-disable-next-line no-restricted-syntax -- the document's pixels, not a colour of the portal's screens
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))), 'image/jpeg', quality);
    });
  return { width: bitmap.width, height: bitmap.height, encoder, close: () => bitmap.close() };
}

/** In a browser a File is a Blob; a test's DOM may hand in a File of its own: sent as a Blob of its bytes. */
async function asBlob(file: File): Promise<Blob> {
  const blob: unknown = file;
  return blob instanceof Blob ? blob : new Blob([(await readBytes(file)) as BlobPart], { type: file.type });
}

const objectUrl = (blob: Blob): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null);

/** The first page of a PDF as a PNG object URL, and its page count; null when PDF.js cannot draw it. */
async function pdfPreview(file: Blob, maxWidth = 720): Promise<{ url: string | null; pages: number } | null> {
  // Only where the browser draws pictures at all (a test's DOM does not).
  if (typeof document === 'undefined' || typeof createImageBitmap !== 'function') return null;
  try {
    // unpdf's build of PDF.js (no worker script of its own to serve, no eval: the portal's CSP holds).
    const { getDocument } = await import(/* webpackChunkName: "pdf-preview" */ 'unpdf/pdfjs');
    const pdf = await getDocument({ data: await readBytes(file), useSystemFonts: true }).promise;
    try {
      const page = await pdf.getPage(1);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(2, maxWidth / natural.width) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) return { url: null, pages: pdf.numPages };
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      return { url: png ? objectUrl(png) : null, pages: pdf.numPages };
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    return null;
  }
}

export async function prepareDocument(file: File): Promise<Prepared> {
  const type = sniffType(await readBytes(file.slice(0, 16)));
  if (type === 'application/pdf') {
    const plan = planFile({ type, size: file.size, canDecode: false });
    if (plan.action === 'refuse') return { ok: false, problem: plan.reason };
    const blob = await asBlob(file);
    const preview = await pdfPreview(blob);
    return {
      ok: true,
      document: {
        blob,
        fileName: file.name,
        type,
        chosenBytes: file.size,
        sentBytes: blob.size,
        redrawn: null,
        previewUrl: preview?.url ?? null,
        pages: preview?.pages ?? null,
      },
    };
  }
  const decoded = await decodeImage(file);
  try {
    const plan = planFile({ type, size: file.size, width: decoded?.width, height: decoded?.height, canDecode: decoded !== null });
    if (plan.action === 'refuse') return { ok: false, problem: plan.reason };
    if (plan.action === 'send' || !decoded) {
      const blob = await asBlob(file);
      return {
        ok: true,
        document: {
          blob,
          fileName: file.name,
          type: type ?? 'image/jpeg',
          chosenBytes: file.size,
          sentBytes: blob.size,
          redrawn: null,
          previewUrl: objectUrl(blob),
          pages: null,
        },
      };
    }
    const shrunk = await shrinkToFit(decoded, decoded.encoder);
    if (!shrunk || shrunk.blob.size > MAX_UPLOAD_BYTES) return { ok: false, problem: 'too-large' };
    return {
      ok: true,
      document: {
        blob: shrunk.blob,
        fileName: jpegName(file.name),
        type: 'image/jpeg',
        chosenBytes: file.size,
        sentBytes: shrunk.blob.size,
        redrawn: { width: shrunk.width, height: shrunk.height },
        previewUrl: objectUrl(shrunk.blob),
        pages: null,
      },
    };
  } catch {
    return { ok: false, problem: 'unreadable' };
  } finally {
    decoded?.close();
  }
}

export function releasePreview(document: PreparedDocument | null): void {
  if (document?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(document.previewUrl);
}

/** 「12.4MB → 1.1MB（2560×1920）に縮小しました」 */
export const shrinkNote = (d: PreparedDocument): string | null =>
  d.redrawn ? `${formatBytes(d.chosenBytes)} → ${formatBytes(d.sentBytes)}（${d.redrawn.width}×${d.redrawn.height}）` : null;
