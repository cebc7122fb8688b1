import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { limitDecimals, onlyDigits, onlyDigitsAndDots, onlyDigitsDotsAndK } from '../../lib/input-filters.ts';
import { filterTypedText } from './filter-typed-text.ts';

/**
 * decimal: digits and one dot (weights, amounts); karat: digits, one dot and K;
 * digits: digits only (barcodes, phone numbers, counts).
 */
export type NumericMode = 'decimal' | 'karat' | 'digits';

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  mode?: NumericMode;
  /** decimal mode: digits kept after the dot (3 for grams). */
  maxDecimals?: number;
  /** The text as typed ("3." while typing "3.5"); the form converts it when it submits. */
  value?: string | number | null;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

const FILTERS: Record<NumericMode, (text: string) => string> = {
  decimal: onlyDigitsAndDots,
  karat: onlyDigitsDotsAndK,
  digits: onlyDigits,
};

/** Text input that only keeps the characters its mode allows. */
export function NumericInput({ mode = 'decimal', maxDecimals, value, onChange, ...props }: NumericInputProps) {
  const base = FILTERS[mode];
  const filter =
    mode === 'decimal' && maxDecimals !== undefined
      ? (text: string) => limitDecimals(base(text), maxDecimals)
      : base;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    filterTypedText(event, filter);
    onChange?.(event);
  };
  return (
    <Input
      inputMode={mode === 'digits' ? 'numeric' : mode === 'decimal' ? 'decimal' : 'text'}
      autoComplete="off"
      {...props}
      value={value === null ? '' : value === undefined ? undefined : String(value)}
      onChange={handleChange}
    />
  );
}
