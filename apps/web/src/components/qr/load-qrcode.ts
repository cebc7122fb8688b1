type QrModule = typeof import('qrcode');

// Needed only once a label or a receipt shows a QR code: loaded on first use, then shared.
let qrCode: Promise<QrModule> | undefined;

/** The qrcode library (CommonJS: its functions are the default export or the module itself, by bundler). */
export function loadQrCode(): Promise<QrModule> {
  qrCode ??= import('qrcode').then(
    (module) => (module as unknown as { default?: QrModule }).default ?? (module as unknown as QrModule),
  );
  return qrCode;
}

/** A QR code's squares: `size` modules a side, and whether each is dark, row by row. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** The runs of dark modules of each row, as [row, first column, length]: one rectangle each. */
export function darkRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= matrix.size; column += 1) {
      const dark = column < matrix.size && matrix.dark(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return runs;
}

/**
 * The QR code of a link, error correction M (a receipt gets folded and scuffed in a wallet; a
 * link of about 90 characters still fits a small square).
 */
export async function qrMatrixOf(text: string): Promise<QrMatrix> {
  const qr = await loadQrCode();
  const { modules } = qr.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
