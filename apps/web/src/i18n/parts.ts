/**
 * The texts come in parts per language, each its own chunk: `main` (the landing page, the signed-out
 * header, the error screens and the session's), the parts of the signed-in frame (`frameTextParts`:
 * `app` — the user menu, business profiles, categories —, `people`, `posts`, `notifications`, `nav`, `calendar`, `typing`,
 * `data-saver`), `auth` (signing in and up, the forms' words, the validation messages: what the
 * signed-out screens load beside `main`, `signedOutTextParts`, and a signed-in screen with a form
 * loads with its code, screen-texts.ts) and the parts of single areas (`account` — the account's own
 * settings: password, two-step verification, devices, export, deletion —, `payments`, `communities`,
 * `messages`, `events`, `services`, `safety`, `admin`), which a screen loads with its code
 * (routes.tsx) or a menu with its own (`loadTextParts`). A text of a part that is not loaded yet loads that part and the screen
 * renders again (see `missingKeyHandler` in i18n.ts), so a forgotten part costs a moment, not a raw
 * key. A first visit to / downloads only `main` in one language.
 */
/** The signed-in frame's parts (and `main`): what every screen behind the landing page loads. */
const frameParts = [
  'main',
  'app',
  'people',
  'posts',
  'notifications',
  'nav',
  'calendar',
  'typing',
  'data-saver',
] as const;
/** The parts of single areas, loaded with their screens. */
const areaParts = [
  'auth',
  'account',
  'payments',
  'communities',
  'messages',
  'events',
  'services',
  'safety',
  'admin',
] as const;
export const textParts = [...frameParts, ...areaParts] as const;
export type TextPart = (typeof textParts)[number];
/** Every part (what the tests load). */
export const appTextParts: readonly TextPart[] = textParts;
/** What every screen behind the landing page loads: the frame's texts and the home feed's. */
export const frameTextParts: readonly TextPart[] = frameParts;
/** What the signed-out screens (/auth, the password screens, an appeal) load: not the frame's. */
export const signedOutTextParts: readonly TextPart[] = ['main', 'auth'];
