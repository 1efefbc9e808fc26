import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CommentsSection } from '@/features/posts/comments-section';
import { testPost } from '@/features/posts/test-post';
import { changeLanguage } from '@/i18n/i18n';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';

/** Issue 37: a new account that reaches a cap is told, in its language, what it may do and when. */

beforeAll(setUpTexts);
afterEach(cleanup);
afterAll(() => changeLanguage('en'));

const post = testPost({ counts: { likes: 0, comments: 0, saves: 0 } });
const commentsUrl = `/api/v1/posts/${post.id}/comments`;
const resetsAt = new Date(Date.now() + 5 * 3600_000).toISOString();

function refuseWithCap() {
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(null)),
    http.get(commentsUrl, () => HttpResponse.json({ items: [], nextCursor: null })),
    http.post(commentsUrl, () =>
      HttpResponse.json(
        {
          error: {
            code: 'TRUST_CAP_REACHED',
            message: 'New accounts can write 20 comments a day.',
            trust: { cap: 'comments', level: 'new', limit: 20, resetsAt },
          },
        },
        { status: 429 },
      ),
    ),
  );
}

async function commentAndReadAlert(buttonName: string, boxLabel: string): Promise<string> {
  refuseWithCap();
  renderWithApp(<CommentsSection post={post} textareaRef={createRef()} />);
  fireEvent.change(screen.getByLabelText(boxLabel), { target: { value: 'Selam' } });
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  return (await screen.findByRole('alert', {}, { timeout: 3000 })).textContent ?? '';
}

describe('a comment refused by a trust cap', () => {
  it('says in English how many a new account may write, when it may again, and that it lifts', async () => {
    const text = await commentAndReadAlert('Comment', 'Write a comment');
    expect(text).toContain('As a new account you can write 20 comments a day.');
    expect(text).toMatch(/You can do it again from .+\./);
    expect(text).toContain('go away by themselves');
  });

  it('says it in Amharic and in Tigrinya too', async () => {
    await changeLanguage('am');
    const amharic = await commentAndReadAlert(
      (await import('@/i18n/locales/posts.am.json')).default.posts.comments.submit,
      (await import('@/i18n/locales/posts.am.json')).default.posts.comments.label,
    );
    expect(amharic).toContain('እንደ አዲስ መለያ በቀን 20 አስተያየቶች መጻፍ ይችላሉ።');
    cleanup();
    await changeLanguage('ti');
    const tigrinya = await commentAndReadAlert(
      (await import('@/i18n/locales/posts.ti.json')).default.posts.comments.submit,
      (await import('@/i18n/locales/posts.ti.json')).default.posts.comments.label,
    );
    expect(tigrinya).toContain('ከም ሓድሽ ሕሳብ ኣብ መዓልቲ 20 ርእይቶታት ክትጽሕፉ ትኽእሉ ኢኹም።');
  });
});
