import { type Nota, TEXTS } from '@toko/shared';
import { useEffect, useState } from 'react';
import { darkRuns, type QrMatrix, qrMatrixOf } from '../qr/load-qrcode';
import { NOTA_PAPERS } from './nota-layout';
import { mm, small } from './nota-styles';

/** Modules of white around the code: scanners need a quiet zone. */
export const QR_QUIET_ZONE = 2;

/**
 * The address the QR code holds: the server's link as given when it is absolute (PUBLIC_URL),
 * else under the address this page was opened at.
 */
export function notaQrLink(qr: string): string {
  return new URL(qr, window.location.origin).href;
}

/** How wide the code prints: a fixed square, so the receipt's height is known before it loads. */
export function notaQrSize(paper: Nota['paper']): number {
  return NOTA_PAPERS[paper].layout === 'roll' ? 24 : 28;
}

/** The squares as one SVG path: a rectangle per run of dark modules, inside the quiet zone. */
export function qrPath(matrix: QrMatrix): string {
  return darkRuns(matrix)
    .map(
      ([row, column, length]) => `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${length}v1h-${length}z`,
    )
    .join('');
}

/** The receipt's QR code (Cek Nota) with its line of explanation; nothing on a slip without a link. */
export function NotaQr({ nota }: { nota: Nota }) {
  const [matrix, setMatrix] = useState<QrMatrix>();
  const link = nota.qr ? notaQrLink(nota.qr) : undefined;

  useEffect(() => {
    if (!link) return;
    let live = true;
    void qrMatrixOf(link).then((made) => {
      if (live) setMatrix(made);
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!link) return null;
  const side = (matrix?.size ?? 0) + QR_QUIET_ZONE * 2;
  const width = mm(notaQrSize(nota.paper));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginTop: '1.5mm' }}>
      <svg
        data-testid="nota-qr"
        data-link={link}
        data-rendered={matrix ? 'true' : 'false'}
        role="img"
        aria-label={TEXTS.nota.qrKeterangan}
        viewBox={`0 0 ${side || 1} ${side || 1}`}
        shapeRendering="crispEdges"
        style={{ width, height: width, display: 'block' }}
      >
        {matrix && <path d={qrPath(matrix)} fill="#000" />}
      </svg>
      <div style={small}>{TEXTS.nota.qrKeterangan}</div>
    </div>
  );
}
