import { Input, type InputProps } from 'antd';
import type { InputEvent } from 'react';
import { limitDecimals, onlyDigits, onlyDigitsAndDots, onlyDigitsDotsAndK } from '../../lib/input-filters';
import { filterTypedText } from './filter-typed-text';

/**
 * decimal: digits and one dot (weights, amounts); karat: digits, one dot and K;
 * digits: digits only (barcodes, phone numbers, counts).
 */
export type NumericMode = 'decimal' | 'karat' | 'digits';

export interface NumericInputProps extends Omit<InputProps, 'value'> {
  mode?: NumericMode;
  /** decimal mode: digits kept after the dot (3 for grams). */
  maxDecimals?: number;
  /**
   * The text as typed ("3." on the way to "3.5"); numbers from the server are shown
   * as they are. Forms receive text and convert it when they submit.
   */
  value?: string | number | null;
}

const FILTERS: Record<NumericMode, (text: string) => string> = {
  decimal: onlyDigitsAndDots,
  karat: onlyDigitsDotsAndK,
  digits: onlyDigits,
};

const INPUT_MODES: Record<NumericMode, InputProps['inputMode']> = {
  decimal: 'decimal',
  karat: 'text',
  digits: 'numeric',
};

/** Text input that only keeps the characters its mode allows (SPEC §5). */
export function NumericInput({ mode = 'decimal', maxDecimals, value, onInput, ...props }: NumericInputProps) {
  const base = FILTERS[mode];
  const filter =
    mode === 'decimal' && maxDecimals !== undefined
      ? (text: string) => limitDecimals(base(text), maxDecimals)
      : base;
  const handleInput = (event: InputEvent<HTMLInputElement>) => {
    filterTypedText(event, filter);
    onInput?.(event);
  };
  return (
    <Input
      inputMode={INPUT_MODES[mode]}
      autoComplete="off"
      {...props}
      value={value === null ? '' : value === undefined ? undefined : String(value)}
      onInput={handleInput}
    />
  );
}
