import type { Nota } from '@toko/shared';
import { type CSSProperties, Fragment, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NotaAmounts } from './nota-amounts';
import { NotaFooter } from './nota-footer';
import { NotaHeader } from './nota-header';
import { NotaItems } from './nota-items';
import {
  NOTA_CLASS,
  NOTA_PAPERS,
  type NotaPaperMetrics,
  notaPrintCss,
  pxToMm,
  rollPageHeight,
} from './nota-layout';
import { NotaQr } from './nota-qr';
import { mm, right, rule } from './nota-styles';

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
      <NotaHeader nota={nota} copy={copy} />
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
      <NotaItems items={nota.items} layout={metrics.layout} />
      {nota.summary && (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: '2mm' }}>
          <span>Jumlah</span>
          <span style={right} data-testid="nota-summary">
            {nota.summary}
          </span>
        </div>
      )}
      <div style={rule} />
      <NotaAmounts nota={nota} layout={metrics.layout} />
      <NotaQr nota={nota} />
      <NotaFooter nota={nota} />
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
