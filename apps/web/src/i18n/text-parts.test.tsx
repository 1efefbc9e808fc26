import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, frameTextParts, initI18n, loadTextParts } from './i18n';

function AdminTitle() {
  const { t } = useTranslation();
  return <h1>{t('admin.title')}</h1>;
}

describe('text parts on demand', () => {
  it('loads only the frame at first, a screen part on request, and a forgotten part by itself', async () => {
    await initI18n('en', frameTextParts);
    expect(i18next.exists('posts.menu.label')).toBe(true);
    expect(i18next.exists('services.title')).toBe(false);
    expect(i18next.exists('admin.title')).toBe(false);

    await loadTextParts(['services']);
    expect(Object.keys(i18next.getResourceBundle('en', 'translation') as object)).toContain(
      'services',
    );

    // A component using a part nobody loaded shows the text once the part has arrived.
    render(<AdminTitle />);
    expect(await screen.findByRole('heading', { name: 'Moderation' })).toBeTruthy();

    // A language switch brings every part used so far, in the new language.
    await act(() => changeLanguage('am'));
    const amharic = i18next.getResourceBundle('am', 'translation') as Record<string, unknown>;
    expect(Object.keys(amharic)).toEqual(expect.arrayContaining(['posts', 'services', 'admin']));
    expect(Object.keys(amharic)).not.toContain('events');
    await act(() => changeLanguage('en'));
  });
});
