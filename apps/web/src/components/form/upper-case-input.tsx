import { Input, type InputProps } from 'antd';
import type { InputEvent } from 'react';
import { filterTypedText } from './filter-typed-text';

export interface UpperCaseInputProps extends InputProps {
  /** Keep the text as typed (e-mail, URL, case-sensitive codes). */
  keepCase?: boolean;
}

const toUpperCase = (text: string) => text.toUpperCase();

/** Text input that upper-cases what is typed: the spec's default for every text field. */
export function UpperCaseInput({ keepCase = false, onInput, ...props }: UpperCaseInputProps) {
  const handleInput = (event: InputEvent<HTMLInputElement>) => {
    if (!keepCase) filterTypedText(event, toUpperCase);
    onInput?.(event);
  };
  return <Input {...props} onInput={handleInput} />;
}
