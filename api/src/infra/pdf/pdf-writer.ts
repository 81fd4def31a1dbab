// PDFs with Japanese text: pdfkit with BIZ UDPGothic (a TrueType font from the
// @expo-google-fonts/biz-udpgothic package, SIL OFL), embedded as a subset of the glyphs a document
// uses, so a document looks the same in every viewer, phones included, and its text can be searched
// and copied (pdfkit writes the ToUnicode map). The downloadable documents (api/scripts/generate-pdfs.ts)
// and the statements are written with it.
import path from 'node:path';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

const FONT_DIR = path.resolve(import.meta.dirname, '../../../node_modules/@expo-google-fonts/biz-udpgothic');
export const FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular/BIZUDPGothic_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/BIZUDPGothic_700Bold.ttf'),
} as const;

export const PROVIDER = 'サンプル証券株式会社';
const MARGIN = { top: 64, bottom: 64, left: 56, right: 56 };
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const LINE = '#b8c2cc';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; size?: number; align?: 'left' | 'right' | 'center'; muted?: boolean }
  | { kind: 'field'; label: string }
  | { kind: 'gap'; height: number }
  | { kind: 'rule' }
  | { kind: 'pairs'; pairs: readonly (readonly [string, string])[] }
  | { kind: 'table'; columns: readonly TableColumn[]; rows: readonly (readonly string[])[]; emptyText?: string };

export interface TableColumn {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfMeta {
  title: string;
  subject?: string;
  /** Fixed for documents committed to the repository (deterministic output). */
  creationDate?: Date;
  /** The line at the foot of every page (page numbers are added). */
  footer?: string;
}

/** Renders blocks to an A4 PDF, whole. */
export async function renderPdf(meta: PdfMeta, blocks: readonly Block[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(meta, blocks)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Renders blocks to an A4 PDF as a stream: the document's bytes are read as pdfkit writes them, never
 * held whole. The pages themselves are laid out (in slices, see drawTable) and kept until the end,
 * because the footer numbers them "n / total"; a layout error destroys the stream.
 */
export function pdfStream(meta: PdfMeta, blocks: readonly Block[]): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'ja-JP',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: PROVIDER,
      ...(meta.subject ? { Subject: meta.subject } : {}),
      Producer: 'マイページ (pdfkit)',
      CreationDate: meta.creationDate ?? new Date(),
    },
  });
  layOut(doc, meta, blocks).catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}

async function layOut(doc: PDFKit.PDFDocument, meta: PdfMeta, blocks: readonly Block[]): Promise<void> {
  doc.registerFont('jp', FONT_FILES.regular);
  doc.registerFont('jp-bold', FONT_FILES.bold);
  doc.font('jp').fillColor(INK);

  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        ensure(40);
        doc.font('jp-bold').fontSize(20).fillColor(INK).text(block.text, MARGIN.left, doc.y, { width, align: 'center' });
        doc.moveDown(0.8);
        break;
      case 'heading': {
        ensure(36);
        doc.moveDown(0.4);
        doc.font('jp-bold').fontSize(12.5).fillColor(INK).text(block.text, MARGIN.left, doc.y, { width });
        const y = doc.y + 3;
        doc
          .moveTo(MARGIN.left, y)
          .lineTo(MARGIN.left + width, y)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
        doc.y = y + 8;
        break;
      }
      case 'text':
        doc
          .font('jp')
          .fontSize(block.size ?? 10.5)
          .fillColor(block.muted ? MUTED : INK)
          .text(block.text, MARGIN.left, doc.y, { width, align: block.align ?? 'left', lineGap: 3.5 });
        doc.moveDown(0.35);
        break;
      case 'field': {
        ensure(30);
        const y = doc.y + 10;
        doc.font('jp').fontSize(10.5).fillColor(INK).text(block.label, MARGIN.left, y, { width: 130 });
        doc
          .moveTo(MARGIN.left + 130, y + 14)
          .lineTo(MARGIN.left + width, y + 14)
          .lineWidth(0.6)
          .strokeColor(LINE)
          .stroke();
        doc.y = y + 22;
        break;
      }
      case 'gap':
        doc.y += block.height;
        break;
      case 'rule': {
        ensure(12);
        const y = doc.y + 6;
        doc
          .moveTo(MARGIN.left, y)
          .lineTo(MARGIN.left + width, y)
          .lineWidth(0.4)
          .strokeColor(LINE)
          .stroke();
        doc.y = y + 8;
        break;
      }
      case 'pairs':
        for (const [label, value] of block.pairs) {
          ensure(18);
          const y = doc.y;
          doc.font('jp').fontSize(10).fillColor(MUTED).text(label, MARGIN.left, y, { width: 150 });
          doc
            .font('jp')
            .fontSize(10)
            .fillColor(INK)
            .text(value, MARGIN.left + 150, y, { width: width - 150 });
          doc.y = Math.max(doc.y, y + 16);
        }
        doc.moveDown(0.4);
        break;
      case 'table':
        await drawTable(doc, block, width, ensure);
        break;
    }
  }

  // Footer with page numbers on every page.
  const range = doc.bufferedPageRange();
  const footer = meta.footer ?? PROVIDER;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const text = `${footer}\u3000${i + 1} / ${range.count}`;
    doc
      .font('jp')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN.left, doc.page.height - 40, { width, align: 'center', lineBreak: false });
  }
  doc.end();
}

/**
 * Rows drawn between two turns of the event loop: pdfkit lays text out synchronously (about 0.3 ms a
 * row here), so a long table would hold the process — every other request of the replica — for
 * seconds; in slices no request waits longer than a few tens of milliseconds.
 */
const ROWS_PER_SLICE = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drawTable(doc: PDFKit.PDFDocument, block: Extract<Block, { kind: 'table' }>, width: number, ensure: (h: number) => void) {
  const total = block.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = block.columns.map((c) => (c.width / total) * width);
  const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 4;
  const fontSize = 9;
  const header = () => {
    ensure(24);
    const y = doc.y;
    doc.rect(MARGIN.left, y, width, 18).fill('#eef2f6');
    block.columns.forEach((c, i) => {
      doc
        .font('jp-bold')
        .fontSize(fontSize)
        .fillColor(INK)
        .text(c.title, (xs[i] ?? 0) + pad, y + 4.5, { width: (widths[i] ?? 0) - pad * 2, align: c.align ?? 'left', lineBreak: false });
    });
    doc.y = y + 18;
  };
  header();
  if (block.rows.length === 0) {
    doc
      .font('jp')
      .fontSize(fontSize)
      .fillColor(MUTED)
      .text(block.emptyText ?? '該当するお取引はありません。', MARGIN.left + pad, doc.y + 6, { width: width - pad * 2 });
    doc.moveDown(0.6);
    return;
  }
  for (const [index, row] of block.rows.entries()) {
    if (index > 0 && index % ROWS_PER_SLICE === 0) await nextTurn();
    doc.font('jp').fontSize(fontSize);
    const height = Math.max(16, ...row.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - pad * 2 }) + 7));
    if (doc.y + height > doc.page.height - MARGIN.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    row.forEach((cell, i) => {
      doc
        .font('jp')
        .fontSize(fontSize)
        .fillColor(INK)
        .text(cell, (xs[i] ?? 0) + pad, y + 4, { width: (widths[i] ?? 0) - pad * 2, align: block.columns[i]?.align ?? 'left' });
    });
    doc
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + width, y + height)
      .lineWidth(0.3)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + height;
  }
  doc.moveDown(0.6);
}
