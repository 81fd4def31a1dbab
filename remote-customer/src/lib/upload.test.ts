import {
  fitWithin,
  formatBytes,
  jpegName,
  MAX_LONG_SIDE,
  MAX_UPLOAD_BYTES,
  MIN_LONG_SIDE,
  planFile,
  shrinkToFit,
  sniffType,
  TARGET_BYTES,
} from './upload.ts';
import type { JpegEncoder } from './upload.ts';

/** A JPEG encoder whose output grows with the pixels and the quality, like a phone photo's (about half a byte a pixel at 0.9). */
const photoEncoder = (bytesPerPixelAtFull = 0.6) => {
  const calls: { width: number; height: number; quality: number }[] = [];
  const encode: JpegEncoder = async (width, height, quality) => {
    calls.push({ width, height, quality });
    return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixelAtFull * quality ** 2))]);
  };
  return { encode, calls };
};

describe('what a chosen file is', () => {
  it('is decided by its first bytes, not its name', () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffType(new TextEncoder().encode('MZ\x90'))).toBeNull();
    // An iPhone's HEIC photo: not one of the three, but the browser may draw it (then it is sent as a JPEG).
    expect(sniffType(new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]))).toBeNull();
  });
});

describe('the plan for a chosen file', () => {
  const MB = 1024 * 1024;
  it('a 12-megapixel photo is redrawn, not refused for its 8 MB', () => {
    expect(planFile({ type: 'image/jpeg', size: 8 * MB, width: 4032, height: 3024, canDecode: true })).toEqual({ action: 'redraw' });
  });
  it('every JPEG the browser can draw is redrawn (no location data, nothing after the picture, upright)', () => {
    expect(planFile({ type: 'image/jpeg', size: 200_000, width: 800, height: 600, canDecode: true })).toEqual({ action: 'redraw' });
  });
  it('a JPEG the browser cannot draw is sent as it is when it fits, refused when not', () => {
    expect(planFile({ type: 'image/jpeg', size: 2 * MB, canDecode: false })).toEqual({ action: 'send' });
    expect(planFile({ type: 'image/jpeg', size: 6 * MB, canDecode: false })).toEqual({ action: 'refuse', reason: 'too-large' });
  });
  it('a PNG scan that fits stays a sharp PNG; a large or huge one is redrawn', () => {
    expect(planFile({ type: 'image/png', size: 1 * MB, width: 1654, height: 2339, canDecode: true })).toEqual({ action: 'send' });
    expect(planFile({ type: 'image/png', size: 9 * MB, width: 1654, height: 2339, canDecode: true })).toEqual({ action: 'redraw' });
    expect(planFile({ type: 'image/png', size: 3 * MB, width: 6000, height: 4000, canDecode: true })).toEqual({ action: 'redraw' });
  });
  it('a PDF is sent as it is, up to 5 MB', () => {
    expect(planFile({ type: 'application/pdf', size: MAX_UPLOAD_BYTES, canDecode: false })).toEqual({ action: 'send' });
    expect(planFile({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1, canDecode: false })).toEqual({ action: 'refuse', reason: 'too-large' });
  });
  it('anything else is refused unless the browser can draw it (then it becomes a JPEG)', () => {
    expect(planFile({ type: null, size: 1000, canDecode: false })).toEqual({ action: 'refuse', reason: 'wrong-type' });
    expect(planFile({ type: null, size: 3 * MB, width: 4032, height: 3024, canDecode: true })).toEqual({ action: 'redraw' });
  });
});

describe('redrawing a photo smaller', () => {
  it('fits the long side, keeps the proportions and never enlarges', () => {
    expect(fitWithin(4032, 3024, MAX_LONG_SIDE)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032, MAX_LONG_SIDE)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(800, 600, MAX_LONG_SIDE)).toEqual({ width: 800, height: 600 });
  });

  it('a 12-megapixel photo fits under the limit at the first try: 2560 px at the best quality', async () => {
    const { encode, calls } = photoEncoder();
    const shrunk = await shrinkToFit({ width: 4032, height: 3024 }, encode);
    expect(shrunk).toMatchObject({ width: 2560, height: 1920, quality: 0.88 });
    expect(shrunk!.blob.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(calls).toHaveLength(1);
  });

  it('a photo that does not compress goes down in quality, then in size, and stops at a readable size', async () => {
    const heavy = photoEncoder(3);
    const shrunk = await shrinkToFit({ width: 8000, height: 6000 }, heavy.encode);
    expect(shrunk!.blob.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(heavy.calls.map((c) => c.quality).slice(0, 4)).toEqual([0.88, 0.8, 0.7, 0.6]);
    expect(Math.max(shrunk!.width, shrunk!.height)).toBeLessThan(MAX_LONG_SIDE);
    expect(Math.max(shrunk!.width, shrunk!.height)).toBeGreaterThanOrEqual(MIN_LONG_SIDE);
    // Nothing fits (noise that never compresses): null instead of an unreadable thumbnail.
    const noise = photoEncoder(40);
    expect(await shrinkToFit({ width: 8000, height: 6000 }, noise.encode)).toBeNull();
    expect(Math.min(...noise.calls.map((c) => Math.max(c.width, c.height)))).toBe(MIN_LONG_SIDE);
  });

  it('is sent as a JPEG under the chosen name', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('免許証.png')).toBe('免許証.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });
});

describe('file sizes', () => {
  it('are written as the portal writes them', () => {
    expect(formatBytes(500)).toBe('1KB');
    expect(formatBytes(820 * 1024)).toBe('820KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4MB');
  });
});
