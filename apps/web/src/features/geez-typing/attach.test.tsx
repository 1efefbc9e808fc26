import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { attachGeezTyping } from './attach';
import { setGeezTyping } from './preference';
import { useGeezTyping } from './use-geez-typing';

afterEach(() => {
  cleanup();
  setGeezTyping(false);
});

/** What a browser does for one typed character: beforeinput, then (unless cancelled) the insert. */
function typeKey(field: HTMLTextAreaElement, char: string): void {
  const before = new InputEvent('beforeinput', {
    inputType: 'insertText',
    data: char,
    cancelable: true,
    bubbles: true,
  });
  if (!field.dispatchEvent(before)) return;
  field.setRangeText(char, field.selectionStart, field.selectionEnd, 'end');
  field.dispatchEvent(
    new InputEvent('input', { inputType: 'insertText', data: char, bubbles: true }),
  );
}

function typeKeys(field: HTMLTextAreaElement, text: string): void {
  for (const char of text) typeKey(field, char);
}

function newField(): HTMLTextAreaElement {
  const field = document.createElement('textarea');
  document.body.append(field);
  return field;
}

describe('the typing aid on a text box', () => {
  it("turns typed Latin letters into Ge'ez, with the caret after them", () => {
    const field = newField();
    const detach = attachGeezTyping(field);
    typeKeys(field, 'selam ');
    expect(field.value).toBe('ሰላም ');
    expect(field.selectionStart).toBe(4);
    expect(field.getAttribute('autocapitalize')).toBe('none');
    detach();
    typeKeys(field, 'selam');
    expect(field.value).toBe('ሰላም selam');
    expect(field.hasAttribute('autocapitalize')).toBe(false);
    field.remove();
  });

  it('types in the middle of the text, where the caret is', () => {
    const field = newField();
    attachGeezTyping(field);
    typeKeys(field, 'lam');
    field.setSelectionRange(0, 0);
    typeKeys(field, 'se');
    expect(field.value).toBe('ሰላም');
    expect(field.selectionStart).toBe(1);
    field.remove();
  });

  it('converts a word a phone keyboard commits at once (composition)', async () => {
    const field = newField();
    attachGeezTyping(field);
    field.value = 'ሰላም selam';
    field.setSelectionRange(field.value.length, field.value.length);
    field.dispatchEvent(new CompositionEvent('compositionend', { data: 'selam' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(field.value).toBe('ሰላም ሰላም');
    field.remove();
  });

  it('converts text inserted at once without composition (a suggestion)', () => {
    const field = newField();
    attachGeezTyping(field);
    field.value = 'buna';
    field.setSelectionRange(4, 4);
    field.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: 'buna' }));
    expect(field.value).toBe('ቡና');
    field.remove();
  });
});

function Box() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  useGeezTyping(ref);
  return (
    <>
      <textarea
        aria-label="box"
        ref={ref}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>{value}</output>
    </>
  );
}

describe('useGeezTyping', () => {
  it('follows the preference and keeps a controlled box in step', () => {
    render(<Box />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'box' });
    act(() => typeKeys(field, 'se'));
    expect(field.value).toBe('se');
    act(() => setGeezTyping(true));
    act(() => typeKeys(field, ' ba'));
    expect(field.value).toBe('se ባ');
    expect(screen.getByRole('status').textContent).toBe('se ባ');
  });
});
