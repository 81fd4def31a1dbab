// Files for the upload tests, made here: real JPEGs, PNGs and PDFs (the encoders the checks decode
// with, and pdfkit), the polyglots and broken files the checks must refuse, and multipart bodies.
import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { encode as encodePng } from 'fast-png';
import PDFDocument from 'pdfkit';

/** A JPEG photo-like image (a gradient with noise, so it does not compress to nothing). */
export function makeJpeg(width = 64, height = 48, quality = 85): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = (x * y) % 256;
      data[i + 3] = 255;
    }
  return jpeg.encode({ data, width, height }, quality).data;
}

export function makePng(width = 40, height = 30): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : (i * 31) % 256;
  return Buffer.from(encodePng({ width, height, data, channels: 4 }));
}

export async function makePdf(pages = 1): Promise<Buffer> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    doc.text(`identity document, page ${p + 1}`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const HTML = Buffer.from('<html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>\n');

/** Files that claim to be a JPEG, PNG or PDF by their first bytes but are not one whole. */
export async function polyglots(): Promise<Record<string, Buffer>> {
  const jpg = makeJpeg();
  const png = makePng();
  const pdf = await makePdf();
  // A cross-reference entry pointing at the wrong offset: PDF.js would rebuild the table and go on.
  const pdfText = pdf.toString('latin1');
  const brokenXref = Buffer.from(
    pdfText.replace(
      /(\nxref\n0 \d+\n0000000000 65535 f \n)(\d{10})/,
      (_m, head: string, offset: string) => `${head}${String(Number(offset) + 7).padStart(10, '0')}`,
    ),
    'latin1',
  );
  return {
    'JPEG magic, then HTML': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]),
    'a whole JPEG, then HTML': Buffer.concat([jpg, HTML]),
    'a JPEG cut short': jpg.subarray(0, jpg.length - 40),
    'a whole PNG, then HTML': Buffer.concat([png, HTML]),
    'a PNG with a damaged chunk': Buffer.concat([png.subarray(0, 40), Buffer.from([png[40]! ^ 0xff]), png.subarray(41)]),
    'PDF header, then HTML': Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML, Buffer.from('%%EOF\n')]),
    'a whole PDF, then HTML': Buffer.concat([pdf, HTML]),
    'a PDF whose cross-reference table is wrong': brokenXref,
    'random bytes': randomBytes(2048),
  };
}

/** A multipart/form-data body: the fields first, then the file (as the portal's pages send it). */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string; field?: string }) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
