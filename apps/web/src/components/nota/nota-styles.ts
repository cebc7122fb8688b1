import type { CSSProperties } from 'react';

// The printed receipt's few styles, shared by its parts.
export const mm = (value: number) => `${value}mm`;
export const rule: CSSProperties = { borderTop: '1px dashed #000', margin: '1.5mm 0' };
export const right: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };
export const small: CSSProperties = { fontSize: '0.85em' };
export const struck = (batal: boolean): CSSProperties | undefined =>
  batal ? { textDecoration: 'line-through' } : undefined;
