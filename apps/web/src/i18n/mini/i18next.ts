/**
 * The part of i18next the app uses, in about 1 KB of gzipped JS instead of 17: nested keys with
 * dots, `{{name}}` (and `{{- name}}`) interpolation without escaping, plurals by Intl.PluralRules
 * (`_one`, `_other`, …, `_zero` first for 0, `_ordinal_…`), `context`, `defaultValue`, `lng`, a key
 * list, resource bundles, language changes and the missing-key hook (`saveMissing` with
 * `missingKeyHandler`). vite.config.ts and vitest.config.ts resolve `i18next` to this file, so the
 * app's imports and types stay i18next's; i18next-compat.test.ts checks it against the library.
 */

type Tree = { [key: string]: unknown };
type Listener = (...args: unknown[]) => void;

export interface TOptions {
  [name: string]: unknown;
  count?: number;
  context?: unknown;
  defaultValue?: unknown;
  lng?: string;
  ordinal?: boolean;
}

export interface InitOptions {
  lng?: string;
  resources?: Record<string, Record<string, Tree>>;
  saveMissing?: boolean;
  missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
  [option: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener): this {
    for (const name of event.split(' ')) {
      const set = this.listeners.get(name) ?? new Set();
      set.add(listener);
      this.listeners.set(name, set);
    }
    return this;
  }
  off(event: string, listener?: Listener): this {
    for (const name of event.split(' ')) {
      if (listener) this.listeners.get(name)?.delete(listener);
      else this.listeners.delete(name);
    }
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

interface Module {
  type: string;
  init?: (instance: I18n) => void;
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function deepMerge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof current === 'object' &&
      current !== null
    )
      deepMerge(current as Tree, value as Tree, overwrite);
    else if (overwrite || current === undefined) target[key] = value;
  }
}

const variable = /\{\{(-?)\s*([^{}]+?)\s*\}\}/g;

function interpolate(text: string, options: TOptions): string {
  return text.replace(variable, (match, _unescaped: string, name: string) => {
    const value = lookup(options, name);
    if (value === undefined) return Object.hasOwn(options, name) ? '' : match;
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  });
}

class ResourceStore extends Emitter {
  data: Record<string, Record<string, Tree>> = {};
}

export class I18n extends Emitter {
  language = '';
  resolvedLanguage: string | undefined;
  isInitialized = false;
  options: InitOptions = {};
  store = new ResourceStore();
  private modules: Module[] = [];

  use(module: Module): this {
    this.modules.push(module);
    return this;
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, tree] of Object.entries(namespaces))
        this.addResourceBundle(language, namespace, tree, true, true);
    this.setLanguage(options.lng ?? 'en');
    this.isInitialized = true;
    for (const module of this.modules) module.init?.(this);
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.resolvedLanguage = language;
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
    this.emit('languageChanged', language);
    return Promise.resolve(this.t);
  }

  addResourceBundle(
    language: string,
    namespace: string,
    resources: Tree,
    deep = false,
    overwrite = false,
  ): this {
    const namespaces = (this.store.data[language] ??= {});
    const tree = (namespaces[namespace] ??= {});
    if (deep) deepMerge(tree, resources, overwrite);
    else Object.assign(tree, resources);
    this.store.emit('added', language, namespace, resources);
    return this;
  }

  getResourceBundle(language: string, namespace = 'translation'): Tree | undefined {
    return this.store.data[language]?.[namespace];
  }

  private find(key: string, language: string, options: TOptions): string | undefined {
    const tree = this.store.data[language]?.translation;
    // Most specific first, as i18next: context with plural, context, plural, the key itself.
    const plurals = (base: string): string[] => {
      if (typeof options.count !== 'number') return [];
      const type = options.ordinal ? 'ordinal' : 'cardinal';
      const category = new Intl.PluralRules(language, { type }).select(options.count);
      if (options.ordinal) return [`${base}_ordinal_${category}`, `${base}_${category}`];
      return [...(options.count === 0 ? [`${base}_zero`] : []), `${base}_${category}`];
    };
    const candidates = [...plurals(key), key];
    const context = options.context;
    // Like i18next: a context that is a non-empty string or a number.
    if ((typeof context === 'string' && context !== '') || typeof context === 'number') {
      const contextKey = `${key}_${context}`;
      candidates.unshift(...plurals(contextKey), contextKey);
    }
    for (const candidate of candidates) {
      const value = lookup(tree, candidate);
      if (typeof value === 'string') return value;
    }
    return undefined;
  }

  getFixedT(language: string | null): TFunction {
    return (keys, rawOptions) => {
      const options: TOptions =
        typeof rawOptions === 'string' ? { defaultValue: rawOptions } : (rawOptions ?? {});
      const lng = options.lng ?? language ?? this.language;
      const list = typeof keys === 'string' ? [keys] : keys;
      for (const key of list) {
        const found = this.find(key, lng, options);
        if (found !== undefined) return interpolate(found, options);
      }
      const key = list.at(-1) ?? '';
      if (this.options.saveMissing) this.options.missingKeyHandler?.([lng], 'translation', key);
      const fallback = options.defaultValue;
      return typeof fallback === 'string' ? interpolate(fallback, options) : key;
    };
  }

  t: TFunction = (keys, options) => this.getFixedT(null)(keys, options);

  exists(key: string, options: TOptions = {}): boolean {
    return this.find(key, options.lng ?? this.language, options) !== undefined;
  }
}

export function createInstance(): I18n {
  return new I18n();
}

const i18next = createInstance();
export default i18next;
