import { useEffect, type RefObject } from 'react';
import { attachGeezTyping } from './attach';
import { useGeezTypingPreference } from './preference';

/**
 * Turns on the Ge'ez typing aid in a text field while the reader has it on (Settings →
 * Appearance, or the `GeezTypingToggle` beside the field). For any input or textarea:
 *
 *     const box = useRef<HTMLTextAreaElement>(null);
 *     useGeezTyping(box);
 *     <Textarea ref={box} … /> <GeezTypingToggle />
 */
export function useGeezTyping(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
): boolean {
  const on = useGeezTypingPreference();
  useEffect(() => {
    const element = field.current;
    if (!on || !element) return;
    return attachGeezTyping(element);
  }, [on, field]);
  return on;
}
