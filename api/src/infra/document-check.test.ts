// The structure walks that decide whether a file is whole (the decoders and PDF.js run behind them in
// the checker's worker: api/test/customer-documents.test.ts).
import { claimedType, jpegStructure, pdfFrame, pngStructure } from './document-check.ts';
import { makeJpeg, makePdf, makePng } from '../../test/support/documents.ts';

describe('a JPEG', () => {
  const jpg = makeJpeg(32, 24);
  it('is whole from SOI to an EOI that is its last byte', () => {
    expect(jpegStructure(jpg)).toEqual({ width: 32, height: 24 });
  });
  it('with anything after EOI, cut short, or only its magic is not', () => {
    expect(jpegStructure(Buffer.concat([jpg, Buffer.from('<html>')]))).toEqual({ problem: 'trailing-data', detail: '6 bytes after EOI' });
    expect(jpegStructure(jpg.subarray(0, jpg.length - 2))).toMatchObject({ problem: 'broken' });
    expect(jpegStructure(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x3c, 0x68]))).toMatchObject({ problem: 'broken' });
    expect(jpegStructure(Buffer.from('GIF89a'))).toMatchObject({ problem: 'type' });
  });
});

describe('a PNG', () => {
  const png = makePng(10, 8);
  it('is whole from its signature through every chunk and CRC to an IEND that is its last byte', () => {
    expect(pngStructure(png)).toEqual({ width: 10, height: 8, bytesPerPixel: 4 });
  });
  it('with a damaged chunk or anything after IEND is not', () => {
    const damaged = Buffer.from(png);
    damaged[20] = (damaged[20] ?? 0) ^ 0xff; // inside IHDR: its CRC no longer matches
    expect(pngStructure(damaged)).toEqual({ problem: 'broken', detail: 'IHDR CRC' });
    expect(pngStructure(Buffer.concat([png, Buffer.from('<script>')]))).toEqual({ problem: 'trailing-data', detail: '8 bytes after IEND' });
  });
});

describe('a PDF', () => {
  it('has its header, %%EOF at the end and a startxref that points at its cross-reference section', async () => {
    const pdf = await makePdf();
    expect(pdfFrame(pdf)).toBeNull();
    expect(pdfFrame(Buffer.concat([pdf, Buffer.from('\n\r\n')]))).toBeNull();
    expect(pdfFrame(Buffer.concat([pdf, Buffer.from('<html></html>')]))).toMatchObject({ problem: 'trailing-data' });
    const text = pdf.toString('latin1');
    expect(
      pdfFrame(
        Buffer.from(
          text.replace(/startxref\s+(\d+)/, (_m, n: string) => `startxref\n${Number(n) + 1}`),
          'latin1',
        ),
      ),
    ).toMatchObject({
      problem: 'broken',
    });
    expect(pdfFrame(Buffer.from('%PDF-9.9\n%%EOF'))).toMatchObject({ problem: 'broken' });
  });
});

it('the first bytes only claim a type', () => {
  expect(claimedType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  expect(claimedType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
  expect(claimedType(Buffer.from('<html>'))).toBeNull();
});
