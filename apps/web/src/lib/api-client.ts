import type { paths } from './api-schema';
import { api } from './api';

/**
 * Calls of our HTTP API typed from the server's OpenAPI document (api-schema.d.ts, generated from the
 * routes' zod schemas by `npm run api:types`): a path, parameter, body or answer that does not match
 * a route does not compile. The request itself goes through `api()` (errors, timeouts, cookies).
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = paths[P][M];
type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
// Absent parts are `?: never` in the generated types, which read as undefined: both mean none.
type Part<O, K extends 'path' | 'query'> =
  ParametersOf<O> extends { [key in K]?: infer X }
    ? [NonNullable<X>] extends [never]
      ? never
      : NonNullable<X>
    : never;
type JsonBody<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;
type Answer<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 200 | 201
        ? R[S] extends { content: { 'application/json': infer J } }
          ? J
          : never
        : S extends 204
          ? undefined
          : never;
    }[keyof R]
  : never;

/** Only what the route takes: `path` when it has parameters, `body` when it reads JSON, and so on. */
type Options<O> = ([Part<O, 'path'>] extends [never] ? object : { path: Part<O, 'path'> }) &
  ([Part<O, 'query'>] extends [never] ? object : { query?: Partial<Part<O, 'query'>> }) &
  ([JsonBody<O>] extends [never] ? object : { body: JsonBody<O> }) & {
    signal?: AbortSignal | undefined;
    timeoutMs?: number;
    /** A multipart form (uploads); the browser sets its boundary. */
    form?: FormData;
  };

interface LooseOptions {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  form?: FormData;
}

function urlOf(template: string, { path = {}, query = {} }: LooseOptions): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

function caller<M extends Method>(method: M) {
  return async function call<P extends PathsFor<M>>(
    path: P,
    ...[options]: keyof Options<Operation<P, M>> extends 'signal' | 'timeoutMs' | 'form' | 'query'
      ? [options?: Options<Operation<P, M>>]
      : [options: Options<Operation<P, M>>]
  ): Promise<Answer<Operation<P, M>>> {
    const loose = (options ?? {}) as LooseOptions;
    return await api<Answer<Operation<P, M>>>(urlOf(path, loose), {
      method: method.toUpperCase(),
      ...(loose.body === undefined ? {} : { json: loose.body }),
      ...(loose.form ? { body: loose.form } : {}),
      ...(loose.signal ? { signal: loose.signal } : {}),
      ...(loose.timeoutMs === undefined ? {} : { timeoutMs: loose.timeoutMs }),
    });
  };
}

export const apiClient = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
};
