import { type Nota, TEXTS } from '@toko/shared';
import { rule, small } from './nota-styles';

/** The bottom of a printed copy: the shop's footer lines and its terms, each only when set. */
export function NotaFooter({ nota }: { nota: Nota }) {
  return (
    <>
      {nota.footer.length > 0 && (
        <>
          <div style={rule} />
          <div style={{ textAlign: 'center' }} data-testid="nota-footer">
            {nota.footer.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: footer lines, in order
              <div key={index}>{line}</div>
            ))}
          </div>
        </>
      )}
      {nota.syaratKetentuan.length > 0 && (
        <div style={{ ...small, marginTop: '1.5mm' }} data-testid="nota-syarat">
          <div style={{ fontWeight: 700 }}>{TEXTS.nota.syaratLabel}:</div>
          {nota.syaratKetentuan.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: terms, in order
            <div key={index}>{line}</div>
          ))}
        </div>
      )}
    </>
  );
}
