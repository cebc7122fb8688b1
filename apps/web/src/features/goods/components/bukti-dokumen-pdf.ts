/**
 * The printed proof of a goods document (Bukti Hancur Barang, Bukti Cucian, Bukti Pindah
 * Sortir): the shop and title, the document's header lines, a table of pieces with a
 * totals row, further lines, and boxes for signatures. A4 portrait.
 */
export interface BuktiDokumen {
  title: string;
  /** Label and value pairs above the table. */
  info: [string, string][];
  columns: readonly string[];
  /** Indexes of the columns whose numbers align right. */
  numericColumns: readonly number[];
  rows: string[][];
  foot: string[];
  /** Label and value pairs under the table. */
  after: [string, string][];
  /** Label and name of each signature box; an empty name leaves a blank to sign. */
  signatures: [string, string][];
  fileName: string;
}

type JsPdf = InstanceType<typeof import('jspdf')['jsPDF']>;

const MARGIN = 14;
const LABEL_WIDTH = 30;

function labelledLines(doc: JsPdf, lines: readonly [string, string][], startY: number): number {
  const width = doc.internal.pageSize.getWidth();
  let y = startY;
  doc.setFontSize(9);
  for (const [label, value] of lines) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    doc.text(`: ${value}`, MARGIN + LABEL_WIDTH, y, { maxWidth: width - MARGIN * 2 - LABEL_WIDTH });
    y += 5;
  }
  return y;
}

function signatureBoxes(doc: JsPdf, signatures: readonly [string, string][], startY: number): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  const gap = 6;
  const boxWidth = (pageWidth - MARGIN * 2 - gap * (signatures.length - 1)) / signatures.length;
  const boxHeight = 30;
  let y = startY;
  if (y + boxHeight > doc.internal.pageSize.getHeight() - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  signatures.forEach(([label, name], index) => {
    const x = MARGIN + index * (boxWidth + gap);
    doc.rect(x, y, boxWidth, boxHeight);
    doc.setFont('helvetica', 'bold');
    doc.text(label, x + boxWidth / 2, y + 5, { align: 'center' });
    doc.setFont('helvetica', 'normal');
    doc.text(name ? `( ${name} )` : '(                    )', x + boxWidth / 2, y + boxHeight - 4, {
      align: 'center',
    });
  });
}

/** Builds the proof. jsPDF and its table plugin are loaded only when one is printed. */
export async function buildBuktiDokumenPdf(bukti: BuktiDokumen, namaToko: string): Promise<JsPdf> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(namaToko, pageWidth / 2, 16, { align: 'center' });
  doc.setFontSize(12);
  doc.text(bukti.title, pageWidth / 2, 23, { align: 'center' });
  const y = labelledLines(doc, bukti.info, 32);

  autoTable(doc, {
    startY: y + 2,
    head: [[...bukti.columns]],
    body: bukti.rows,
    foot: [bukti.foot],
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 1.5 },
    headStyles: { fillColor: [240, 240, 240], textColor: 20 },
    footStyles: { fillColor: [240, 240, 240], textColor: 20, fontStyle: 'bold' },
    // Numbers line up on the right in the head and the totals too, not only in the body.
    didParseCell: (cell) => {
      if (bukti.numericColumns.includes(cell.column.index)) cell.cell.styles.halign = 'right';
    },
    margin: { left: MARGIN, right: MARGIN },
  });

  const tableEnd = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y + 20;
  const afterEnd = labelledLines(doc, bukti.after, tableEnd + 8);
  signatureBoxes(doc, bukti.signatures, afterEnd + 4);
  return doc;
}

/** Builds the proof and hands it to the browser as a download. */
export async function downloadBuktiDokumen(bukti: BuktiDokumen, namaToko: string): Promise<void> {
  const doc = await buildBuktiDokumenPdf(bukti, namaToko);
  doc.save(bukti.fileName);
}
