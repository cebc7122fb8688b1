import { type Nota, type NotaItem, TEXTS } from '@toko/shared';
import { type CSSProperties, Fragment, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  NOTA_CLASS,
  NOTA_PAPERS,
  NOTA_SHEET_COLUMNS,
  type NotaPaperMetrics,
  notaCopyLabel,
  notaPrintCss,
  pxToMm,
  rollPageHeight,
} from './nota-layout';

const mm = (value: number) => `${value}mm`;
const rule: CSSProperties = { borderTop: '1px dashed #000', margin: '1.5mm 0' };
const right: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };
const small: CSSProperties = { fontSize: '0.85em' };
const struck = (batal: boolean): CSSProperties | undefined =>
  batal ? { textDecoration: 'line-through' } : undefined;

function BatalMark() {
  return (
    <span style={{ fontWeight: 700, border: '1px solid #000', padding: '0 0.6mm', marginLeft: '1mm' }}>
      {TEXTS.nota.batal}
    </span>
  );
}

/** Pieces on a roll: each a block of lines, the price on the right. */
function RollItems({ items }: { items: NotaItem[] }) {
  return (
    <div data-testid="nota-items">
      {items.map((item, index) => (
        <div
          // Rows have no id of their own; the order is the receipt's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's rows never reorder
          key={index}
          data-testid="nota-item"
          style={{ marginBottom: '1mm', breakInside: 'avoid' }}
        >
          <div style={small}>
            {item.kode} &middot; {item.keterangan}
            {item.batal && <BatalMark />}
          </div>
          <div style={{ fontWeight: 700, ...struck(item.batal) }}>
            {item.nama.map((segment, segmentIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of one name, in order
              <div key={segmentIndex}>{segment}</div>
            ))}
          </div>
          <div
            style={{ display: 'flex', justifyContent: 'space-between', gap: '2mm', ...struck(item.batal) }}
          >
            <span>{item.berat ? `${item.berat} gr` : ''}</span>
            <span style={right}>{item.harga}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

const cell: CSSProperties = { padding: '0.6mm 1mm', verticalAlign: 'top', borderBottom: '1px solid #000' };

/** Pieces on a sheet: one table row each. */
function SheetItems({ items }: { items: NotaItem[] }) {
  return (
    <table
      data-testid="nota-items"
      style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'inherit', margin: '1mm 0' }}
    >
      <thead>
        <tr>
          {NOTA_SHEET_COLUMNS.map((column) => (
            <th key={column.title} style={{ ...cell, textAlign: column.numeric ? 'right' : 'left' }}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's rows never reorder
          <tr key={index} data-testid="nota-item" style={{ breakInside: 'avoid' }}>
            <td style={{ ...cell, ...right }}>{index + 1}</td>
            <td style={cell}>{item.kode}</td>
            <td style={cell}>
              <span style={struck(item.batal)}>
                {item.nama.map((segment, segmentIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments of one name, in order
                  <Fragment key={segmentIndex}>
                    {segmentIndex > 0 && <br />}
                    {segment}
                  </Fragment>
                ))}
              </span>
              {item.batal && <BatalMark />}
            </td>
            <td style={cell}>{item.keterangan}</td>
            <td style={{ ...cell, ...right, ...struck(item.batal) }}>{item.berat}</td>
            <td style={{ ...cell, ...right, ...struck(item.batal) }}>{item.harga}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface NotaCopyProps {
  nota: Nota;
  /** Which copy this is ('Customer', 'Internal'). */
  copy: string;
  /** On screen a shadow shows the paper's edge; printed copies have none. */
  outlined?: boolean;
}

/** One printed copy of a receipt, at the width of its paper. */
export function NotaCopy({ nota, copy, outlined }: NotaCopyProps) {
  const metrics: NotaPaperMetrics = NOTA_PAPERS[nota.paper];
  const [shopName, ...headerLines] = nota.header;
  const frame: CSSProperties = {
    width: mm(metrics.width),
    flexShrink: 0,
    padding: mm(metrics.padding),
    boxSizing: 'border-box',
    background: '#fff',
    color: '#000',
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontSize: `${metrics.fontSize}pt`,
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
    boxShadow: outlined ? '0 1px 4px rgba(0, 0, 0, 0.25)' : undefined,
  };
  return (
    <div className={NOTA_CLASS.copy} data-testid="nota-copy" data-copy={copy} style={frame}>
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
      <div
        data-testid="nota-info"
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content 1fr',
          columnGap: '1.5mm',
          marginTop: '1.5mm',
        }}
      >
        {nota.info.map((info) => (
          <Fragment key={info.label}>
            <span>{info.label}</span>
            <span>:</span>
            <div data-testid={`nota-info-${info.label}`}>
              {info.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments of one value, in order
                <div key={index}>{line}</div>
              ))}
            </div>
          </Fragment>
        ))}
      </div>
      <div style={rule} />
      {metrics.layout === 'roll' ? <RollItems items={nota.items} /> : <SheetItems items={nota.items} />}
      {nota.summary && (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: '2mm' }}>
          <span>Jumlah</span>
          <span style={right} data-testid="nota-summary">
            {nota.summary}
          </span>
        </div>
      )}
      <div style={rule} />
      <div data-testid="nota-amounts" style={metrics.layout === 'sheet' ? { marginLeft: '50%' } : undefined}>
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
    </div>
  );
}

/** Every copy of the receipt as the paper will show it, for the screen. */
export function NotaPreview({ nota }: { nota: Nota }) {
  return (
    <div
      data-testid="nota-preview"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 16,
        padding: 16,
        background: '#f0f0f0',
        borderRadius: 8,
        overflowX: 'auto',
      }}
    >
      {nota.copies.map((copy) => (
        <NotaCopy key={copy} nota={nota} copy={copy} outlined />
      ))}
    </div>
  );
}

/**
 * Every copy, outside the app (a child of <body>), with the stylesheet that makes it the
 * only thing printed, on a page the size of the paper. A roll's page is as long as its
 * tallest copy, measured once laid out. Mount one at a time: its @page rule is the page's.
 */
export function NotaPrintContainer({ nota }: { nota: Nota }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || NOTA_PAPERS[nota.paper].height !== null) return;
    const measure = () => {
      const heights = [...root.querySelectorAll<HTMLElement>(`.${NOTA_CLASS.copy}`)].map((copy) =>
        pxToMm(copy.getBoundingClientRect().height),
      );
      setMeasured(rollPageHeight(heights));
    };
    measure();
    // Text may reflow once the fonts are in.
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    return () => {
      live = false;
    };
  }, [nota]);

  return createPortal(
    <div ref={rootRef} className={NOTA_CLASS.root} data-testid="nota-print-container">
      <style>{notaPrintCss(nota.paper, measured)}</style>
      {nota.copies.map((copy) => (
        <NotaCopy key={copy} nota={nota} copy={copy} />
      ))}
    </div>,
    document.body,
  );
}

/** The receipt on screen and in the print container: window.print() prints it. */
export function NotaSheet({ nota }: { nota: Nota }) {
  return (
    <>
      <NotaPreview nota={nota} />
      <NotaPrintContainer nota={nota} />
    </>
  );
}
