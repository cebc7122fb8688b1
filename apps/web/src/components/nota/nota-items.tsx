import { type NotaItem, TEXTS } from '@toko/shared';
import { type CSSProperties, Fragment } from 'react';
import { NOTA_SHEET_COLUMNS, type NotaPaperMetrics } from './nota-layout';
import { right, small, struck } from './nota-styles';

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

/** The pieces of a receipt, laid out for its paper: a roll's blocks or a sheet's table. */
export function NotaItems({ items, layout }: { items: NotaItem[]; layout: NotaPaperMetrics['layout'] }) {
  return layout === 'roll' ? <RollItems items={items} /> : <SheetItems items={items} />;
}
