import type { Nota } from '@toko/shared';
import { notaCopyLabel } from './nota-layout';
import { rule, small } from './nota-styles';

/** The top of a printed copy: the shop and its lines, then the receipt's title, which copy it is, and its stamp. */
export function NotaHeader({ nota, copy }: { nota: Nota; copy: string }) {
  const [shopName, ...headerLines] = nota.header;
  return (
    <>
      <div style={{ textAlign: 'center' }} data-testid="nota-header">
        {shopName && <div style={{ fontWeight: 700, fontSize: '1.3em' }}>{shopName}</div>}
        {headerLines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: header lines, in order
          <div key={index}>{line}</div>
        ))}
      </div>
      <div style={rule} />
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontWeight: 700, fontSize: '1.15em' }} data-testid="nota-title">
          {nota.title}
        </div>
        <div style={small} data-testid="nota-copy-label">
          {notaCopyLabel(copy)}
        </div>
        {nota.stamp && (
          <div
            data-testid="nota-stamp"
            style={{ fontWeight: 700, fontSize: '1.3em', border: '2px solid #000', margin: '1mm auto 0' }}
          >
            {nota.stamp}
          </div>
        )}
      </div>
    </>
  );
}
