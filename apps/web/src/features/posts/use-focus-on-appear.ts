import { useLayoutEffect, type RefObject } from 'react';

/**
 * Focuses the text box when its component appears (`on`), the caret after its text. Before the
 * browser paints: a key pressed while the composer replaces ComposerOnDemand's box reaches the text.
 */
export function useFocusOnAppear(box: RefObject<HTMLTextAreaElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!on || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [box, on]);
}
