import type { Barang } from '@toko/shared';
import { formatBerat } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';

/** SPEC §9: the barcode as the labels print it. */
export const LABEL_FORMATS = ['CODE128', 'QR'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const BARCODE_OPTIONS = { format: 'CODE128', height: 40, width: 2, displayValue: true } as const;
export const QR_OPTIONS = { errorCorrectionLevel: 'L', margin: 0 } as const;

/** Millimetres, as the label roll is sold. */
export interface LabelSize {
  width: number;
  height: number;
}

export interface LabelSettings extends LabelSize {
  format: LabelFormat;
}

export const LABEL_PRESETS: readonly (LabelSize & { label: string })[] = [
  { label: '50 x 25 mm', width: 50, height: 25 },
  { label: '40 x 30 mm', width: 40, height: 30 },
  { label: '60 x 40 mm', width: 60, height: 40 },
  { label: '70 x 20 mm', width: 70, height: 20 },
];

export const DEFAULT_LABEL_SETTINGS: LabelSettings = { format: 'CODE128', width: 50, height: 25 };

/** Smaller cannot hold a readable barcode and text; larger is no longer a label. */
export const LABEL_SIZE_LIMITS = { min: 15, max: 150 } as const;

/** Why a size cannot be printed, or undefined when it can. */
export function labelSizeProblem(size: Partial<LabelSize>): string | undefined {
  const ok = (value: number | undefined) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LABEL_SIZE_LIMITS.min &&
    value <= LABEL_SIZE_LIMITS.max;
  return ok(size.width) && ok(size.height)
    ? undefined
    : WEB_TEXTS.label.ukuranTidakValid(LABEL_SIZE_LIMITS.min, LABEL_SIZE_LIMITS.max);
}

/** The preset a size matches, or undefined for a custom one. */
export function presetOf(size: LabelSize): (typeof LABEL_PRESETS)[number] | undefined {
  return LABEL_PRESETS.find((preset) => preset.width === size.width && preset.height === size.height);
}

export const LABEL_STORAGE_KEY = 'cetak_barcode_label';

/** The last settings used on this computer (each shop's printer has its own roll). */
export function loadLabelSettings(storage: Pick<Storage, 'getItem'> = localStorage): LabelSettings {
  try {
    const raw: unknown = JSON.parse(storage.getItem(LABEL_STORAGE_KEY) ?? 'null');
    if (raw && typeof raw === 'object') {
      const { format, width, height } = raw as Record<string, unknown>;
      const size = { width: Number(width), height: Number(height) };
      if (LABEL_FORMATS.includes(format as LabelFormat) && !labelSizeProblem(size)) {
        return { format: format as LabelFormat, ...size };
      }
    }
  } catch {
    // Unreadable: start from the default.
  }
  return DEFAULT_LABEL_SETTINGS;
}

export function saveLabelSettings(
  settings: LabelSettings,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  if (labelSizeProblem(settings)) return;
  storage.setItem(LABEL_STORAGE_KEY, JSON.stringify(settings));
}

/** The texts of one label. */
export interface LabelTexts {
  barcode: string;
  nama: string;
  berat: string;
  kadar: string;
}

export function labelTexts(
  barang: Pick<Barang, 'kode_barcode' | 'nama_barang' | 'berat' | 'kadar_cetak'>,
): LabelTexts {
  return {
    barcode: barang.kode_barcode,
    nama: barang.nama_barang,
    berat: `${formatBerat(barang.berat)} gr`,
    kadar: barang.kadar_cetak,
  };
}

/** Sizes inside a label, in mm, from its size: text scales with the height, within readable bounds. */
export interface LabelMetrics {
  padding: number;
  fontSize: number;
  /** CODE128: the height of the barcode (bars and its digits). QR: the side of the square. */
  codeHeight: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export function labelMetrics(size: LabelSize, format: LabelFormat): LabelMetrics {
  const padding = round1(clamp(Math.min(size.width, size.height) * 0.06, 1, 3));
  const inner = size.height - 2 * padding;
  if (format === 'QR') {
    const fontSize = round1(clamp(inner * 0.16, 2, 4));
    return { padding, fontSize, codeHeight: round1(Math.min(inner, (size.width - 2 * padding) * 0.45)) };
  }
  // Two lines of text under the barcode: name, then weight and kadar.
  const fontSize = round1(clamp(inner * 0.13, 2, 4));
  return { padding, fontSize, codeHeight: round1(Math.max(inner - 2 * fontSize * 1.2, inner * 0.45)) };
}

/** Class names shared by the sheet and its print stylesheet. */
export const LABEL_CLASS = { root: 'toko-label-print', label: 'toko-label' } as const;

/**
 * The print stylesheet: the page is the label (no margin, no scaling), one label per
 * page; everything else under <body> (the app shell, dialogs) is hidden when printing,
 * and the print container never shows on screen.
 */
export function labelPrintCss(size: LabelSize): string {
  const { root, label } = LABEL_CLASS;
  return [
    `@page { size: ${size.width}mm ${size.height}mm; margin: 0 }`,
    `@media screen { .${root} { display: none !important } }`,
    '@media print {',
    '  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; height: auto !important; min-height: 0 !important }',
    `  body > *:not(.${root}) { display: none !important }`,
    `  .${root} { display: block !important }`,
    `  .${root} .${label} { width: ${size.width}mm; height: ${size.height}mm; border: 0 !important; border-radius: 0 !important; box-shadow: none !important; margin: 0 !important; break-inside: avoid; page-break-inside: avoid; -webkit-print-color-adjust: exact; print-color-adjust: exact }`,
    `  .${root} .${label}:not(:last-child) { break-after: page; page-break-after: always }`,
    '}',
  ].join('\n');
}
