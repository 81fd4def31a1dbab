// What an uploaded document is, decided from its whole structure, not from its first bytes: a file
// that starts as a JPEG and goes on as HTML (a polyglot) is refused, and so is anything a decoder
// cannot read to its end.
//   JPEG  every segment walked from SOI to EOI, and EOI is the last byte; then decoded whole (jpeg-js,
//         strict: no tolerant decoding)
//   PNG   signature, chunks with their CRCs from IHDR to IEND, and IEND is the last byte; then
//         inflated and unfiltered whole (fast-png)
//   PDF   %PDF-1.x / 2.0 header, %%EOF at the end, startxref pointing at a cross-reference section;
//         then parsed by PDF.js (unpdf) without recovery (`stopAtErrors`; a rebuilt cross-reference
//         table is refused), every page's content parsed; scripts and attached files are refused
// This runs in a worker thread (document-checker.ts): decoding a photo takes a second of CPU.
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { decode as decodePng } from 'fast-png';
import type { DocumentContentType } from './documents.ts';

/** Why a file was refused (the API says it in Japanese: document-messages in modules/customer). */
export type RefusalReason = 'empty' | 'type' | 'broken' | 'trailing-data' | 'too-many-pixels' | 'pdf-active-content' | 'pdf-too-many-pages';

export type Inspection =
  | { ok: true; contentType: DocumentContentType; width?: number; height?: number; pages?: number }
  | { ok: false; reason: RefusalReason; detail?: string };

/** The largest image decoded (pixels): a 12-megapixel phone photo is far below, a decompression bomb above. */
export const MAX_PIXELS = 40_000_000;
export const MAX_PDF_PAGES = 30;

const refuse = (reason: RefusalReason, detail?: string): Inspection => ({ ok: false, reason, ...(detail ? { detail } : {}) });

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
const JPEG_SOI = [0xff, 0xd8];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The claimed type by the first bytes (only a claim: the structure decides). */
export function claimedType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [...JPEG_SOI, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, PDF_HEADER)) return 'application/pdf';
  return null;
}

// ---- JPEG ----------------------------------------------------------------------------------------

const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Walks a JPEG's segments; null when it is whole (SOI … frame … scan … EOI as the last bytes). */
export function jpegStructure(b: Uint8Array): { problem: RefusalReason; detail: string } | { width: number; height: number } {
  const broken = (detail: string) => ({ problem: 'broken' as const, detail });
  if (!startsWith(b, JPEG_SOI)) return { problem: 'type', detail: 'no SOI' };
  const n = b.length;
  let i = 2;
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  for (;;) {
    if (i >= n) return broken('ends before EOI');
    if (b[i] !== 0xff) return broken(`no marker at ${i}`);
    while (i < n && b[i] === 0xff) i++; // fill bytes
    if (i >= n) return broken('ends in fill bytes');
    const marker = b[i++] as number;
    if (marker === 0xd9) {
      if (!frame || scans === 0) return broken('EOI before a frame and a scan');
      if (i !== n) return { problem: 'trailing-data', detail: `${n - i} bytes after EOI` };
      return frame;
    }
    if (marker === 0x00 || marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7))
      return broken(`marker ${marker.toString(16)} out of place`);
    if (i + 2 > n) return broken('segment length cut off');
    const length = ((b[i] as number) << 8) | (b[i + 1] as number);
    if (length < 2 || i + length > n) return broken(`segment ${marker.toString(16)} runs past the end`);
    if (isFrameMarker(marker)) {
      if (length < 8) return broken('short frame header');
      const height = ((b[i + 3] as number) << 8) | (b[i + 4] as number);
      const width = ((b[i + 5] as number) << 8) | (b[i + 6] as number);
      if (width === 0 || height === 0) return broken('frame without a size');
      frame = { width, height };
    }
    i += length;
    if (marker === 0xda) {
      if (!frame) return broken('scan before a frame');
      scans++;
      // Entropy-coded data: runs until a marker other than a stuffed 0xff00 or a restart marker.
      for (;;) {
        const next = b.indexOf(0xff, i);
        if (next < 0 || next + 1 >= n) return broken('scan data runs past the end');
        const following = b[next + 1] as number;
        if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) i = next + 2;
        else if (following === 0xff) i = next + 1;
        else {
          i = next;
          break;
        }
      }
    }
  }
}

function inspectJpeg(bytes: Uint8Array): Inspection {
  const walked = jpegStructure(bytes);
  if ('problem' in walked) return refuse(walked.problem, walked.detail);
  if (walked.width * walked.height > MAX_PIXELS) return refuse('too-many-pixels', `${walked.width}×${walked.height}`);
  try {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
    if (image.width !== walked.width || image.height !== walked.height) return refuse('broken', 'decoded size differs from the frame');
    return { ok: true, contentType: 'image/jpeg', width: image.width, height: image.height };
  } catch (error) {
    return refuse('broken', `decoder: ${(error as Error).message}`);
  }
}

// ---- PNG -----------------------------------------------------------------------------------------

const u32 = (b: Uint8Array, i: number) =>
  (((b[i] as number) << 24) | ((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number)) >>> 0;

/** Walks a PNG's chunks (CRC of each checked); its size, or why it is not whole. */
export function pngStructure(b: Uint8Array): { problem: RefusalReason; detail: string } | { width: number; height: number; bytesPerPixel: number } {
  const broken = (detail: string) => ({ problem: 'broken' as const, detail });
  if (!startsWith(b, PNG_SIGNATURE)) return { problem: 'type', detail: 'no PNG signature' };
  const n = b.length;
  let i = PNG_SIGNATURE.length;
  let header: { width: number; height: number; bytesPerPixel: number } | null = null;
  let data = 0;
  for (;;) {
    if (i + 12 > n) return broken('chunk cut off');
    const length = u32(b, i);
    const type = String.fromCharCode(...b.subarray(i + 4, i + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return broken(`bad chunk type at ${i}`);
    if (length > n - i - 12) return broken(`${type} runs past the end`);
    const crc = u32(b, i + 8 + length);
    if (zlib.crc32(b.subarray(i + 4, i + 8 + length)) !== crc) return broken(`${type} CRC`);
    if (header === null && type !== 'IHDR') return broken('IHDR is not first');
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return broken('IHDR');
      const depth = b[i + 16] as number;
      const colour = b[i + 17] as number;
      const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour];
      if (!channels) return broken('colour type');
      header = { width: u32(b, i + 8), height: u32(b, i + 12), bytesPerPixel: Math.max(1, (channels * depth) / 8) };
      if (header.width === 0 || header.height === 0) return broken('image without a size');
    }
    if (type === 'IDAT') data++;
    i += 12 + length;
    if (type === 'IEND') {
      if (length !== 0 || data === 0) return broken('IEND');
      if (i !== n) return { problem: 'trailing-data', detail: `${n - i} bytes after IEND` };
      return header as { width: number; height: number; bytesPerPixel: number };
    }
  }
}

function inspectPng(bytes: Uint8Array): Inspection {
  const walked = pngStructure(bytes);
  if ('problem' in walked) return refuse(walked.problem, walked.detail);
  if (walked.width * walked.height > MAX_PIXELS || walked.width * walked.height * walked.bytesPerPixel > 256 * 1024 * 1024)
    return refuse('too-many-pixels', `${walked.width}×${walked.height}`);
  try {
    const image = decodePng(bytes, { checkCrc: true });
    if (image.width !== walked.width || image.height !== walked.height) return refuse('broken', 'decoded size differs from IHDR');
    const expected = image.width * image.height * image.channels;
    if (image.data.length !== expected) return refuse('broken', 'pixel data incomplete');
    return { ok: true, contentType: 'image/png', width: image.width, height: image.height };
  } catch (error) {
    return refuse('broken', `decoder: ${(error as Error).message}`);
  }
}

// ---- PDF -----------------------------------------------------------------------------------------

const latin1 = (b: Uint8Array, from: number, to: number) => Buffer.from(b.buffer, b.byteOffset + from, Math.max(0, to - from)).toString('latin1');

/** The frame of a PDF: header, %%EOF at the end, a startxref that points at a cross-reference section. */
export function pdfFrame(b: Uint8Array): { problem: RefusalReason; detail: string } | null {
  const broken = (detail: string) => ({ problem: 'broken' as const, detail });
  const head = latin1(b, 0, 16);
  if (!head.startsWith('%PDF-')) return { problem: 'type', detail: 'no %PDF- header' };
  if (!/^%PDF-(1\.[0-7]|2\.0)[\r\n \t%]/.test(head)) return broken('PDF version');
  let end = b.length;
  while (end > 0 && [0x0a, 0x0d, 0x20, 0x09, 0x0c, 0x00].includes(b[end - 1] as number)) end--;
  const tail = latin1(b, Math.max(0, end - 1024), end);
  if (!tail.endsWith('%%EOF')) return { problem: 'trailing-data', detail: 'does not end with %%EOF' };
  const match = /startxref\s+(\d{1,10})\s+%%EOF$/.exec(tail);
  if (!match) return broken('no startxref before the last %%EOF');
  const offset = Number(match[1]);
  if (offset >= end) return broken('startxref beyond the end');
  const at = latin1(b, offset, Math.min(end, offset + 32));
  if (!/^(xref\s|\d+\s+\d+\s+obj\b)/.test(at)) return broken('startxref does not point at a cross-reference section');
  return null;
}

/**
 * A warning about the file's structure (a cross-reference table rebuilt, an object or stream that is
 * not what it claims): PDF.js guessed its way around it, so the file is not whole. Warnings about
 * fonts and drawing (a font PDF.js renders with a substitute) say nothing about that.
 */
const structural = (warnings: readonly string[]): string | undefined =>
  warnings.find((w) =>
    /Indexing all PDF objects|XRef|xref|trailer|startxref|Invalid|Bad |Unterminated|corrupt|Unexpected|Premature|Missing/i.test(w),
  );

async function inspectPdf(bytes: Uint8Array): Promise<Inspection> {
  const frame = pdfFrame(bytes);
  if (frame) return refuse(frame.problem, frame.detail);
  // PDF.js tells of a cross-reference table it had to rebuild (or an object it skipped) only as a
  // warning on the console: caught while this file is read (the worker reads one file at a time).
  const warnings: string[] = [];
  const { warn, info } = console;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  console.info = () => undefined;
  const { getDocumentProxy } = await import('unpdf');
  let doc: Awaited<ReturnType<typeof getDocumentProxy>> | null = null;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true, verbosity: 1, disableFontFace: true });
    const early = structural(warnings);
    if (early) return refuse('broken', `PDF.js: ${early.slice(0, 160)}`);
    if (doc.numPages < 1) return refuse('broken', 'no pages');
    if (doc.numPages > MAX_PDF_PAGES) return refuse('pdf-too-many-pages', `${doc.numPages} pages`);
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getOperatorList();
      page.cleanup();
    }
    const scripts = await doc.getJSActions();
    const attachments = await doc.getAttachments();
    if ((scripts && Object.keys(scripts).length > 0) || (attachments && Object.keys(attachments).length > 0))
      return refuse('pdf-active-content', 'scripts or attached files');
    const guessed = structural(warnings);
    if (guessed) return refuse('broken', `PDF.js: ${guessed.slice(0, 160)}`);
    return { ok: true, contentType: 'application/pdf', pages: doc.numPages };
  } catch (error) {
    return refuse('broken', `PDF.js: ${(error as Error).message}`);
  } finally {
    console.warn = warn;
    console.info = info;
    await doc?.loadingTask.destroy().catch(() => undefined);
  }
}

/** Decides what `bytes` is from its whole structure; anything that is not a whole JPEG, PNG or PDF is refused. */
export async function inspectDocument(bytes: Uint8Array): Promise<Inspection> {
  if (bytes.length === 0) return refuse('empty');
  switch (claimedType(bytes)) {
    case 'image/jpeg':
      return inspectJpeg(bytes);
    case 'image/png':
      return inspectPng(bytes);
    case 'application/pdf':
      return inspectPdf(bytes);
    default:
      return refuse('type');
  }
}
