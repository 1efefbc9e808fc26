import { parseLanguage, type Language } from '@aebro/shared/language';

/** What carrying out a choice needs of i18n.ts (which the entry loads as a chunk of its own). */
interface Languages {
  changeLanguage: (language: Language) => Promise<void>;
  currentLanguage: () => Language;
}

/**
 * The landing page arrives rendered (prerender.tsx), so its language buttons are on screen before
 * their code has run: on a slow phone a press in that moment would do nothing. This keeps the last
 * such press (the buttons carry `data-language-choice`) and, once the page is alive, carries it out.
 * Call the returned function right after the page has been handed to React.
 */
export function keepEarlyLanguageChoice(container: HTMLElement): (languages: Languages) => void {
  let chosen: Language | undefined;
  const remember = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-language-choice]');
    chosen = parseLanguage(button?.dataset.languageChoice) ?? chosen;
  };
  container.addEventListener('click', remember);
  return ({ changeLanguage, currentLanguage }) => {
    container.removeEventListener('click', remember);
    if (chosen && chosen !== currentLanguage()) void changeLanguage(chosen);
  };
}
