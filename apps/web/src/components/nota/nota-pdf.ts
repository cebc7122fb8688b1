import { type Nota, type NotaItem, TEXTS } from '@toko/shared';
import type { jsPDF } from 'jspdf';
import { darkRuns, type QrMatrix, qrMatrixOf } from '../qr/load-qrcode';
import {
  NOTA_PAPERS,
  NOTA_SHEET_COLUMNS,
  type NotaPaperMetrics,
  notaCopyLabel,
  notaFileName,
  ROLL_FEED_MM,
} from './nota-layout';
import { notaQrLink, notaQrSize, QR_QUIET_ZONE } from './nota-qr';

type AutoTable = typeof import('jspdf-autotable').autoTable;

const MM_PER_PT = 25.4 / 72;
/** A roll's first pass draws on a scrap page this long, to learn how long the receipt is. */
const PROBE_HEIGHT_MM = 3000;

interface TextStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font size relative to the paper's. */
  scale?: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * Writes a receipt top to bottom on one jsPDF document, keeping the current height;
 * on a sheet it turns the page when the next line would not fit.
 */
class Pen {
  y: number;
  readonly left: number;
  readonly right: number;

  constructor(
    readonly doc: jsPDF,
    readonly metrics: NotaPaperMetrics,
    /** Null for a roll, which never turns a page. */
    readonly pageHeight: number | null,
    readonly autoTable: AutoTable,
  ) {
    this.y = metrics.padding;
    this.left = metrics.padding;
    this.right = metrics.width - metrics.padding;
  }

  get width(): number {
    return this.right - this.left;
  }

  style({ bold, italic, scale = 1 }: TextStyle): number {
    const fontStyle = bold && italic ? 'bolditalic' : bold ? 'bold' : italic ? 'italic' : 'normal';
    this.doc.setFont('helvetica', fontStyle);
    const size = this.metrics.fontSize * scale;
    this.doc.setFontSize(size);
    return size * MM_PER_PT * 1.25;
  }

  need(height: number): void {
    if (this.pageHeight !== null && this.y + height > this.pageHeight - this.metrics.padding) {
      this.doc.addPage();
      this.y = this.metrics.padding;
    }
  }

  /** Lines of text wrapped to `width`, starting at `x`. */
  write(text: string, style: TextStyle = {}, x = this.left, width = this.right - x): void {
    const lineHeight = this.style(style);
    const lines = this.doc.splitTextToSize(text, width) as string[];
    const align = style.align ?? 'left';
    const at = align === 'center' ? x + width / 2 : align === 'right' ? x + width : x;
    for (const line of lines) {
      this.need(lineHeight);
      this.doc.text(line, at, this.y, { align, baseline: 'top' });
      this.y += lineHeight;
    }
  }

  /** A label on the left (with an optional smaller line under it) and a value on the right. */
  pair(label: string, value: string, style: TextStyle = {}, detail?: string, x = this.left): void {
    const lineHeight = this.style(style);
    const valueWidth = this.doc.getTextWidth(value);
    const labelLines = this.doc.splitTextToSize(
      label,
      Math.max(10, this.right - x - valueWidth - 2),
    ) as string[];
    this.need(lineHeight * labelLines.length);
    const top = this.y;
    this.doc.text(value, this.right, top, { align: 'right', baseline: 'top' });
    for (const line of labelLines) {
      this.doc.text(line, x, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
    if (detail) this.write(detail, { scale: 0.85 }, x, this.right - x - valueWidth - 2);
  }

  /** A QR code `size` mm square, centred, with its caption under it; vector squares, sharp at any scale. */
  qr(matrix: QrMatrix, size: number, caption: string): void {
    this.need(size + this.style({ scale: 0.85 }) + 1);
    const unit = size / (matrix.size + QR_QUIET_ZONE * 2);
    const x = this.left + (this.width - size) / 2;
    this.doc.setFillColor(0, 0, 0);
    for (const [row, column, length] of darkRuns(matrix)) {
      const left = x + (column + QR_QUIET_ZONE) * unit;
      this.doc.rect(left, this.y + (row + QR_QUIET_ZONE) * unit, length * unit, unit, 'F');
    }
    this.y += size;
    this.write(caption, { scale: 0.85, align: 'center' });
  }

  rule(): void {
    this.need(2);
    this.doc.setLineDashPattern([0.8, 0.8], 0);
    this.doc.setLineWidth(0.2);
    this.doc.line(this.left, this.y + 1, this.right, this.y + 1);
    this.doc.setLineDashPattern([], 0);
    this.y += 2;
  }

  gap(height: number): void {
    this.y += height;
  }
}

function rollItems(pen: Pen, items: NotaItem[]): void {
  for (const item of items) {
    pen.write(`${item.kode} · ${item.keterangan}${item.batal ? `  ${TEXTS.nota.batal}` : ''}`, {
      scale: 0.85,
    });
    for (const segment of item.nama) pen.write(segment, { bold: true });
    pen.pair(item.berat ? `${item.berat} gr` : '', item.harga);
    pen.gap(1);
  }
}

function sheetItems(pen: Pen, items: NotaItem[]): void {
  pen.autoTable(pen.doc, {
    startY: pen.y,
    margin: {
      left: pen.left,
      right: pen.metrics.padding,
      top: pen.metrics.padding,
      bottom: pen.metrics.padding,
    },
    head: [NOTA_SHEET_COLUMNS.map((column) => column.title)],
    body: items.map((item, index) => [
      String(index + 1),
      item.kode,
      `${item.nama.join('\n')}${item.batal ? `\n${TEXTS.nota.batal}` : ''}`,
      item.keterangan,
      item.berat,
      item.harga,
    ]),
    theme: 'plain',
    styles: { font: 'helvetica', fontSize: pen.metrics.fontSize, cellPadding: 0.8, textColor: 0 },
    headStyles: { fontStyle: 'bold', lineWidth: { bottom: 0.2 }, lineColor: 0 },
    didParseCell: (cell) => {
      if (NOTA_SHEET_COLUMNS[cell.column.index]?.numeric) cell.cell.styles.halign = 'right';
    },
  });
  const finalY = (pen.doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY;
  pen.y = (finalY ?? pen.y) + 1;
}

/** Draws one copy from the current page on; answers where it ended (mm from the page's top). */
function drawCopy(pen: Pen, nota: Nota, copy: string, qr: QrMatrix | undefined): number {
  const [shopName, ...headerLines] = nota.header;
  if (shopName) pen.write(shopName, { bold: true, scale: 1.3, align: 'center' });
  for (const line of headerLines) pen.write(line, { align: 'center' });
  pen.rule();
  pen.write(nota.title, { bold: true, scale: 1.15, align: 'center' });
  pen.write(notaCopyLabel(copy), { scale: 0.85, align: 'center' });
  if (nota.stamp) pen.write(nota.stamp, { bold: true, scale: 1.3, align: 'center' });
  pen.gap(1);

  const lineHeight = pen.style({});
  const labelWidth = Math.max(0, ...nota.info.map((info) => pen.doc.getTextWidth(info.label)));
  const colonX = pen.left + labelWidth + 1.5;
  const valueX = colonX + pen.doc.getTextWidth(':') + 1.5;
  for (const info of nota.info) {
    pen.need(lineHeight);
    pen.doc.text(info.label, pen.left, pen.y, { baseline: 'top' });
    pen.doc.text(':', colonX, pen.y, { baseline: 'top' });
    for (const line of info.lines.length > 0 ? info.lines : ['']) pen.write(line, {}, valueX);
  }
  pen.rule();

  if (pen.metrics.layout === 'roll') rollItems(pen, nota.items);
  else sheetItems(pen, nota.items);
  if (nota.summary) pen.pair('Jumlah', nota.summary);
  pen.rule();

  const amountsX = pen.metrics.layout === 'sheet' ? pen.left + pen.width / 2 : pen.left;
  for (const amount of nota.amounts)
    pen.pair(amount.label, amount.value, { bold: amount.strong }, amount.detail, amountsX);
  pen.gap(1);
  if (nota.terbilang) {
    pen.write(`${TEXTS.nota.terbilangLabel}:`, { scale: 0.85 });
    pen.write(nota.terbilang, { italic: true });
  }
  if (qr) pen.qr(qr, notaQrSize(nota.paper), TEXTS.nota.qrKeterangan);

  if (nota.footer.length > 0) {
    pen.rule();
    for (const line of nota.footer) pen.write(line, { align: 'center' });
  }
  if (nota.syaratKetentuan.length > 0) {
    pen.gap(1);
    pen.write(`${TEXTS.nota.syaratLabel}:`, { bold: true, scale: 0.85 });
    for (const line of nota.syaratKetentuan) pen.write(line, { scale: 0.85 });
  }
  return pen.y + pen.metrics.padding;
}

/**
 * The receipt as a PDF, one copy per page, on pages the size of its paper (a roll's
 * pages as long as each copy). jsPDF and its table plugin load only when asked for.
 */
export async function buildNotaPdf(nota: Nota): Promise<jsPDF> {
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const metrics = NOTA_PAPERS[nota.paper];
  const qr = nota.qr ? await qrMatrixOf(notaQrLink(nota.qr)) : undefined;
  const create = (height: number) =>
    new JsPdf({
      unit: 'mm',
      format: [metrics.width, height],
      orientation: metrics.width > height ? 'landscape' : 'portrait',
    });

  if (metrics.height !== null) {
    const doc = create(metrics.height);
    nota.copies.forEach((copy, index) => {
      if (index > 0) doc.addPage();
      drawCopy(new Pen(doc, metrics, metrics.height, autoTable), nota, copy, qr);
    });
    return doc;
  }

  const probe = create(PROBE_HEIGHT_MM);
  const heights = nota.copies.map((copy) =>
    Math.ceil(drawCopy(new Pen(probe, metrics, null, autoTable), nota, copy, qr) + ROLL_FEED_MM),
  );
  const doc = create(heights[0] ?? PROBE_HEIGHT_MM);
  nota.copies.forEach((copy, index) => {
    const height = heights[index] ?? PROBE_HEIGHT_MM;
    if (index > 0) doc.addPage([metrics.width, height], 'portrait');
    drawCopy(new Pen(doc, metrics, null, autoTable), nota, copy, qr);
  });
  return doc;
}

/** Builds the receipt's PDF and hands it to the browser as a download. */
export async function downloadNotaPdf(nota: Nota): Promise<void> {
  const doc = await buildNotaPdf(nota);
  doc.save(notaFileName(nota.number));
}
