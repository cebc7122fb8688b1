import type { ChangeEvent } from 'react';

/**
 * Rewrites what the user just typed in place (the DOM value itself) before the change
 * reaches antd and the form, and puts the caret back where it was. Setting a different
 * value through React instead would move the caret to the end on every keystroke.
 */
export function filterTypedText(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  filter: (text: string) => string,
): void {
  const element = event.target;
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
