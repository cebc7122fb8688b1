import { type BuktiHancur, formatGrams } from '@toko/shared';
import { formatTanggal } from '../../../lib/format';

export const BUKTI_HANCUR_TITLE = 'Bukti Hancur Barang';

export const BUKTI_HANCUR_COLUMNS = [
  'No',
  'Barcode',
  'Nama Barang',
  'Group',
  'Jenis',
  'Kadar',
  'Gudang',
  'Baki',
  'Berat (gr)',
] as const;

/** One table row per destroyed piece, as printed. */
export function buktiHancurRows(bukti: Pick<BuktiHancur, 'items'>): string[][] {
  return bukti.items.map((item, index) => [
    String(index + 1),
    item.kode_barcode,
    item.nama_barang,
    item.kode_group,
    item.kode_dept,
    item.kadar_cetak || '-',
    item.kode_gudang,
    item.kode_baki,
    formatGrams(Math.round(item.berat * 1000)),
  ]);
}

/** Count and weight of the printed lines, summed in integer milligrams. */
export function buktiHancurTotals(bukti: Pick<BuktiHancur, 'items'>): { jumlah: number; berat: string } {
  const mg = bukti.items.reduce((sum, item) => sum + Math.round(item.berat * 1000), 0);
  return { jumlah: bukti.items.length, berat: formatGrams(mg) };
}

/** The totals row under the table, aligned with BUKTI_HANCUR_COLUMNS. */
export function buktiHancurFoot(bukti: Pick<BuktiHancur, 'items'>): string[] {
  const totals = buktiHancurTotals(bukti);
  return ['', `Total ${totals.jumlah} Barang`, '', '', '', '', '', '', totals.berat];
}

/** The header lines (label, value) printed above the table. */
export function buktiHancurInfo(bukti: BuktiHancur): [string, string][] {
  return [
    ['No Hancur', bukti.no_hancur],
    ['Tanggal', formatTanggal(bukti.tgl_system)],
    [
      'Kondisi Barang',
      bukti.nama_kondisi ? `${bukti.kode_kondisi} - ${bukti.nama_kondisi}` : bukti.kode_kondisi,
    ],
    ['Keterangan', bukti.keterangan || '-'],
  ];
}

export function buktiHancurFileName(bukti: Pick<BuktiHancur, 'no_hancur'>): string {
  return `Bukti-Hancur-${bukti.no_hancur}.pdf`;
}

/**
 * Builds 'Bukti Hancur Barang' (A4 portrait). jsPDF and its table plugin are loaded
 * only when a receipt is printed.
 */
export async function buildBuktiHancurPdf(bukti: BuktiHancur, namaToko: string) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const margin = 14;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(namaToko, pageWidth / 2, 16, { align: 'center' });
  doc.setFontSize(12);
  doc.text(BUKTI_HANCUR_TITLE, pageWidth / 2, 23, { align: 'center' });

  doc.setFontSize(9);
  let y = 32;
  for (const [label, value] of buktiHancurInfo(bukti)) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, margin, y);
    doc.setFont('helvetica', 'normal');
    doc.text(`: ${value}`, margin + 30, y, { maxWidth: pageWidth - margin * 2 - 30 });
    y += 5;
  }

  autoTable(doc, {
    startY: y + 2,
    head: [[...BUKTI_HANCUR_COLUMNS]],
    body: buktiHancurRows(bukti),
    foot: [buktiHancurFoot(bukti)],
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 1.5 },
    headStyles: { fillColor: [240, 240, 240], textColor: 20 },
    footStyles: { fillColor: [240, 240, 240], textColor: 20, fontStyle: 'bold' },
    // Numbers line up on the right in the head and the totals too, not only in the body.
    didParseCell: (cell) => {
      if (cell.column.index === 0 || cell.column.index === BUKTI_HANCUR_COLUMNS.length - 1) {
        cell.cell.styles.halign = 'right';
      }
    },
    margin: { left: margin, right: margin },
  });

  const after = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y + 20;
  y = after + 8;
  const lines: [string, string][] = [
    ['Diotorisasi oleh', bukti.otorisasi_oleh],
    ['Alasan', bukti.alasan],
    ['Dibuat oleh', bukti.created_by],
  ];
  doc.setFontSize(9);
  for (const [label, value] of lines) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, margin, y);
    doc.setFont('helvetica', 'normal');
    doc.text(`: ${value}`, margin + 30, y, { maxWidth: pageWidth - margin * 2 - 30 });
    y += 5;
  }

  // Signature boxes: the maker, the authoriser, and whoever witnesses the melt.
  const boxes = [
    ['Dibuat Oleh', bukti.created_by],
    ['Diotorisasi Oleh', bukti.otorisasi_oleh],
    ['Mengetahui', ''],
  ];
  const gap = 6;
  const boxWidth = (pageWidth - margin * 2 - gap * (boxes.length - 1)) / boxes.length;
  const boxHeight = 30;
  y += 4;
  if (y + boxHeight > doc.internal.pageSize.getHeight() - margin) {
    doc.addPage();
    y = margin;
  }
  boxes.forEach(([label, name], index) => {
    const x = margin + index * (boxWidth + gap);
    doc.rect(x, y, boxWidth, boxHeight);
    doc.setFont('helvetica', 'bold');
    doc.text(label ?? '', x + boxWidth / 2, y + 5, { align: 'center' });
    doc.setFont('helvetica', 'normal');
    doc.text(name ? `( ${name} )` : '(                    )', x + boxWidth / 2, y + boxHeight - 4, {
      align: 'center',
    });
  });
  return doc;
}

/** Builds the receipt and hands it to the browser as a download. */
export async function downloadBuktiHancur(bukti: BuktiHancur, namaToko: string): Promise<void> {
  const doc = await buildBuktiHancurPdf(bukti, namaToko);
  doc.save(buktiHancurFileName(bukti));
}
