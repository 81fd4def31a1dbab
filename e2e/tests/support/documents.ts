// Documents for the upload journeys, made here (the API accepts only files that parse whole):
// a photo drawn and encoded by the browser itself, and a small PDF with a correct cross-reference table.
import type { Page } from '@playwright/test';

/**
 * A JPEG photo of `width`×`height` as a phone takes it: a gradient with grain (so that it does not
 * compress to nothing), encoded by the browser's own JPEG encoder at a phone camera's quality.
 */
export async function photoJpeg(page: Page, width: number, height: number, quality = 0.95): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      const data = image.data;
      let seed = 12345;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const grain = (seed >> 16) % 96;
          const i = (y * width + x) * 4;
          data[i] = ((x * 255) / width + grain) & 255;
          data[i + 1] = ((y * 255) / height + grain) & 255;
          data[i + 2] = (180 + grain) & 255;
          data[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      // A card in the middle of the picture, so the preview shows something a person recognises.
      context.fillStyle = '#f4f1e8';
      context.fillRect(width * 0.15, height * 0.2, width * 0.7, height * 0.6);
      context.fillStyle = '#1f3a60';
      context.font = `${Math.round(height * 0.06)}px sans-serif`;
      context.fillText('運転免許証  DRIVER LICENSE', width * 0.2, height * 0.32);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, quality },
  );
  return Buffer.from(base64, 'base64');
}

/** A one-page PDF (Helvetica) with `lines` of text and a framed box, its cross-reference offsets exact. */
export function simplePdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${740 - i * 28} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  const content = `0.2 0.3 0.5 RG 2 w 60 560 475 220 re S\n${text}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
