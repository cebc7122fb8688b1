import { Form, type FormProps } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';

/** Inputs where Enter means "press this" rather than "submit the form". */
const BUTTON_LIKE_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/**
 * Stops the browser's implicit submission: shop staff press Enter after a barcode
 * scanner or out of habit, and a half-filled transaction must not be saved
 * (SPEC §5). The keydown is handled on the way up, so inputs that use Enter
 * themselves (selects, date pickers, search boxes) still get it first; a textarea
 * keeps its new line and buttons keep working.
 */
function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !BUTTON_LIKE_INPUTS.has(target.type)) {
    event.preventDefault();
  }
}

export type NoEnterFormProps<Values> = Omit<FormProps<Values>, 'children'> & { children?: ReactNode };

/** antd Form that only submits from its submit button. */
export function NoEnterForm<Values = unknown>({ onKeyDown, ...props }: NoEnterFormProps<Values>) {
  return (
    <Form<Values>
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        onKeyDown?.(event);
        preventEnterSubmit(event);
      }}
    />
  );
}
