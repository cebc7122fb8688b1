import { BarcodeOutlined } from '@ant-design/icons';
import { Form, Input, type InputRef } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { onlyDigits } from '../../lib/input-filters';

export interface ScanInputProps {
  /** Called with what was typed when Enter is pressed (a scanner ends with Enter). */
  onScan: (text: string) => unknown;
  /** Shown under the input in red: why the last scan was refused. */
  problem?: string;
  loading?: boolean;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  /** Two scan fields on one screen (a sale and the gold traded in for it) tell themselves apart. */
  testId?: string;
  /** Also takes a scanned link (a receipt's QR code), not only a barcode's digits. */
  acceptsLinks?: boolean;
}

/**
 * The barcode field of the scanning screens. Enter adds the piece and never submits
 * the surrounding form; the field empties and keeps the focus for the next piece.
 */
export function ScanInput({
  onScan,
  problem,
  loading,
  disabled,
  label = 'Scan Barcode',
  placeholder = 'Scan atau ketik barcode lalu tekan Enter',
  testId = 'scan-input',
  acceptsLinks = false,
}: ScanInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<InputRef>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    const value = text.trim();
    if (!value) return;
    setText('');
    void onScan(value);
    ref.current?.focus();
  };

  return (
    <Form.Item
      label={label}
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      style={{ marginBottom: 12 }}
    >
      <Input
        ref={ref}
        data-testid={testId}
        prefix={<BarcodeOutlined />}
        inputMode={acceptsLinks ? 'text' : 'numeric'}
        autoComplete="off"
        maxLength={acceptsLinks ? 400 : 8}
        value={text}
        // Scanners type fast; keep only the digits a barcode has (a link as it came).
        onChange={(event) => setText(acceptsLinks ? event.target.value : onlyDigits(event.target.value))}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        disabled={disabled}
        suffix={loading ? <span aria-live="polite">Mencari...</span> : undefined}
        style={{ maxWidth: 420 }}
      />
    </Form.Item>
  );
}
