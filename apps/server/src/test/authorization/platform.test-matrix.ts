import { everyone, type MatrixRow } from './matrix';

/** The platform's own routes: the API documentation, media files and the browser app. */
export const platformMatrix: MatrixRow[] = [
  {
    route: 'GET /api/docs/static/index.html',
    case: 'the documentation viewer (sent on to /api/docs)',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: { anonymous: 302, unverified: 302, owner: 302, stranger: 302, follower: 302 },
  },
  {
    route: 'GET /index.html',
    case: 'the browser app',
    request: () => ({ url: '/index.html' }),
    expect: everyone,
  },
  ...[
    '/api/docs',
    '/api/docs/static/swagger-initializer.js',
    '/api/docs/json',
    '/api/docs/yaml',
  ].map((url): MatrixRow => ({
    route: `GET ${url}`,
    case: 'the API documentation',
    request: () => ({ url }),
    expect: everyone,
  })),
  {
    route: 'GET /api/docs/static/*',
    case: 'a file of the documentation viewer',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone,
  },
  {
    route: 'GET /metrics',
    case: 'without METRICS_TOKEN configured (then only a scraper with the token reads it)',
    request: () => ({ url: '/metrics' }),
    expect: { anonymous: 404, unverified: 404, owner: 404, stranger: 404, follower: 404 },
  },
  {
    route: 'GET /media/*',
    case: "the owner's uploaded photo (unguessable address, like every media host)",
    request: (w) => ({ url: w.owner.mediaPath }),
    expect: everyone,
  },
];
