import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { filterTypedText } from './filter-typed-text.ts';

export interface UpperCaseInputProps extends InputProps {
  /** Keep the text as typed (e-mail, URL, password-like codes). */
  keepCase?: boolean;
}

const toUpperCase = (text: string) => text.toUpperCase();

/** Text input that upper-cases what is typed: the spec's default for every text field. */
export function UpperCaseInput({ keepCase = false, onChange, ...props }: UpperCaseInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!keepCase) filterTypedText(event, toUpperCase);
    onChange?.(event);
  };
  return <Input {...props} onChange={handleChange} />;
}
