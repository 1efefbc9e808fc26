import { typeChar, typeText } from './transliterate';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Replaces `from`–`to` of a field's text and puts the caret after it. `insertText` keeps the
 * browser's undo history and fires the `input` event React listens to; where it is not supported
 * the text is set directly and an `input` event dispatched.
 */
function replaceRange(field: Field, from: number, to: number, text: string): void {
  field.setSelectionRange(from, to);
  let done: boolean;
  try {
    done = text !== '' && document.execCommand('insertText', false, text);
  } catch {
    done = false;
  }
  if (!done) {
    field.setRangeText(text, from, to, 'end');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Turns Latin letters typed into a field into Ge'ez syllables as they are typed (see
 * `transliterate.ts`). It listens to input events, not keys, so phone keyboards work too:
 * - a single character typed (`beforeinput` insertText) is handled before it lands;
 * - text a keyboard commits at once (a composed word on Android, a suggestion) is converted
 *   after it lands (`input` insertText of several characters, `compositionend`).
 * Backspace, arrows, selection and undo stay the browser's. Returns a function that detaches it.
 */
export function attachGeezTyping(field: Field): () => void {
  let applying = false;
  /** The Latin character this aid handled last and where the caret was left after it. */
  let last: { char: string; caret: number } | null = null;
  const saved = {
    autocapitalize: field.getAttribute('autocapitalize'),
    autocorrect: field.getAttribute('autocorrect'),
    spellcheck: field.getAttribute('spellcheck'),
  };
  // A phone keyboard must not capitalise the first letter (S is ጸ, s is ሰ) or "correct" Latin.
  field.setAttribute('autocapitalize', 'none');
  field.setAttribute('autocorrect', 'off');
  field.setAttribute('spellcheck', 'false');

  const apply = (run: () => void) => {
    applying = true;
    try {
      run();
    } finally {
      applying = false;
    }
  };

  /** Converts `text`, which has just landed right before the caret. */
  const convertLanded = (text: string) => {
    const caret = field.selectionStart ?? 0;
    if (caret !== field.selectionEnd) return;
    const start = caret - text.length;
    if (start < 0 || field.value.slice(start, caret) !== text) return;
    const before = field.value.slice(0, start);
    const converted = typeText(before, text);
    // The part of `before` the conversion left alone need not be rewritten.
    let keep = 0;
    while (keep < before.length && keep < converted.length && before[keep] === converted[keep]) {
      keep += 1;
    }
    const replacement = converted.slice(keep);
    if (replacement === field.value.slice(keep, caret)) return;
    apply(() => replaceRange(field, keep, caret, replacement));
  };

  const onBeforeInput = (event: Event) => {
    const input = event as InputEvent;
    if (applying || input.isComposing || input.inputType !== 'insertText') return;
    const data = input.data ?? '';
    if ([...data].length !== 1) return;
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? start;
    const before = field.value.slice(0, start);
    const typed = last && last.caret === start && start === end ? last.char : undefined;
    const edit = typeChar(before, data, typed);
    last = { char: data, caret: start + data.length };
    if (edit.remove === 0 && edit.insert === data) return;
    event.preventDefault();
    const chars = [...before];
    const from = start - chars.slice(chars.length - edit.remove).join('').length;
    apply(() => replaceRange(field, from, end, edit.insert));
    last = { char: data, caret: field.selectionStart ?? 0 };
  };

  const onInput = (event: Event) => {
    const input = event as InputEvent;
    if (applying || input.isComposing || input.inputType !== 'insertText') return;
    // A single character was either handled before it landed or is plain; more came at once.
    const data = input.data ?? '';
    if ([...data].length > 1) convertLanded(data);
  };

  const onCompositionEnd = (event: Event) => {
    const data = (event as CompositionEvent).data;
    if (!data) return;
    // The composed text lands with the input event that follows compositionend in some browsers.
    setTimeout(() => convertLanded(data), 0);
  };

  field.addEventListener('beforeinput', onBeforeInput);
  field.addEventListener('input', onInput);
  field.addEventListener('compositionend', onCompositionEnd);
  return () => {
    field.removeEventListener('beforeinput', onBeforeInput);
    field.removeEventListener('input', onInput);
    field.removeEventListener('compositionend', onCompositionEnd);
    for (const [name, value] of Object.entries(saved)) {
      if (value === null) field.removeAttribute(name);
      else field.setAttribute(name, value);
    }
  };
}
