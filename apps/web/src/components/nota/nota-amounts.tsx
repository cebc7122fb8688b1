import { type Nota, TEXTS } from '@toko/shared';
import type { NotaPaperMetrics } from './nota-layout';
import { right, small } from './nota-styles';

/** The receipt's money: one line per amount (under the right half of a sheet), then the total in words. */
export function NotaAmounts({ nota, layout }: { nota: Nota; layout: NotaPaperMetrics['layout'] }) {
  return (
    <>
      <div data-testid="nota-amounts" style={layout === 'sheet' ? { marginLeft: '50%' } : undefined}>
        {nota.amounts.map((amount) => (
          <div
            key={amount.label}
            data-testid="nota-amount"
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: '2mm',
              fontWeight: amount.strong ? 700 : undefined,
            }}
          >
            <div>
              {amount.label}
              {amount.detail && <div style={small}>{amount.detail}</div>}
            </div>
            <span style={right}>{amount.value}</span>
          </div>
        ))}
      </div>
      {nota.terbilang && (
        <div style={{ marginTop: '1.5mm' }}>
          <span style={small}>{TEXTS.nota.terbilangLabel}:</span>
          <div style={{ fontStyle: 'italic' }} data-testid="nota-terbilang">
            {nota.terbilang}
          </div>
        </div>
      )}
    </>
  );
}
