import type { InputEvent } from 'react';

/**
 * Rewrites what the user just typed in the field itself and puts the caret back where
 * it was. Bound to `onInput`, which React runs before `onChange` for the same
 * keystroke, so antd's Input, the form and any `onChange` only ever see the filtered
 * text, whether the field is controlled or not. (Filtering in `onChange` instead
 * loses to antd's own state in uncontrolled inputs, and setting a different value
 * through React moves the caret to the end.)
 */
export function filterTypedText(
  event: InputEvent<HTMLInputElement | HTMLTextAreaElement>,
  filter: (text: string) => string,
): void {
  const element = event.currentTarget;
  const typed = element.value;
  const filtered = filter(typed);
  if (filtered === typed) return;
  const caret = element.selectionEnd ?? typed.length;
  // The filters work left to right, so filtering the text before the caret tells
  // where the caret lands in the filtered text.
  const nextCaret = Math.min(filter(typed.slice(0, caret)).length, filtered.length);
  element.value = filtered;
  if (document.activeElement === element) element.setSelectionRange(nextCaret, nextCaret);
}
