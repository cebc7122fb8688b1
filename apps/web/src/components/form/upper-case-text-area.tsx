import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import type { ChangeEvent } from 'react';
import { filterTypedText } from './filter-typed-text.ts';

export interface UpperCaseTextAreaProps extends TextAreaProps {
  /** Keep the text as typed. */
  keepCase?: boolean;
}

const toUpperCase = (text: string) => text.toUpperCase();

/** Multi-line counterpart of UpperCaseInput (addresses, notes). */
export function UpperCaseTextArea({ keepCase = false, onChange, ...props }: UpperCaseTextAreaProps) {
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!keepCase) filterTypedText(event, toUpperCase);
    onChange?.(event);
  };
  return <Input.TextArea {...props} onChange={handleChange} />;
}
