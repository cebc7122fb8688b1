import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import type { InputEvent } from 'react';
import { filterTypedText } from './filter-typed-text';

export interface UpperCaseTextAreaProps extends TextAreaProps {
  /** Keep the text as typed. */
  keepCase?: boolean;
}

const toUpperCase = (text: string) => text.toUpperCase();

/** Multi-line counterpart of UpperCaseInput (addresses, notes). */
export function UpperCaseTextArea({ keepCase = false, onInput, ...props }: UpperCaseTextAreaProps) {
  const handleInput = (event: InputEvent<HTMLTextAreaElement>) => {
    if (!keepCase) filterTypedText(event, toUpperCase);
    onInput?.(event);
  };
  return <Input.TextArea {...props} onInput={handleInput} />;
}
