/**
 * The part of react-i18next the app uses, over mini/i18next.ts: `useTranslation` (re-renders on a
 * language change and on added texts), `I18nextProvider` and `initReactI18next`. Resolved in place
 * of react-i18next by vite.config.ts and vitest.config.ts.
 */
import { createContext, createElement, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { I18n, TFunction } from './i18next';

let globalInstance: I18n | undefined;

export const initReactI18next = {
  type: '3rdParty',
  init(instance: I18n) {
    globalInstance = instance;
  },
};

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** A number that changes whenever the texts or the language change: the render depends on it. */
const versions = new WeakMap<I18n, number>();
function subscribe(instance: I18n, callback: () => void): () => void {
  const bump = (): void => {
    versions.set(instance, (versions.get(instance) ?? 0) + 1);
    callback();
  };
  instance.on('languageChanged', bump);
  instance.store.on('added', bump);
  return () => {
    instance.off('languageChanged', bump);
    instance.store.off('added', bump);
  };
}

export function useTranslation(): { t: TFunction; i18n: I18n; ready: boolean } & [
  TFunction,
  I18n,
  boolean,
] {
  const fromContext = useContext(I18nContext);
  const instance = fromContext ?? globalInstance;
  if (!instance) throw new Error('i18n is not initialised (initReactI18next)');
  const version = useSyncExternalStore(
    (callback) => subscribe(instance, callback),
    () => versions.get(instance) ?? 0,
    () => versions.get(instance) ?? 0,
  );
  const language = instance.language;
  return useMemo(() => {
    // A new function per language and text version, as react-i18next gives: effects that depend on
    // `t` run again when the texts change.
    void version;
    const t = instance.getFixedT(language);
    const result = [t, instance, true] as [TFunction, I18n, boolean] & {
      t: TFunction;
      i18n: I18n;
      ready: boolean;
    };
    result.t = t;
    result.i18n = instance;
    result.ready = true;
    return result;
  }, [instance, language, version]);
}
