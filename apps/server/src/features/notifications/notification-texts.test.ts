import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { notificationTypes } from '@aebro/shared/notification-rules';
import { notificationText } from './notification-texts';

describe('notification texts', () => {
  it.each(notificationTypes)(
    '%s in Amharic is polite and keeps a Latin name apart from the Amharic words',
    (type) => {
      const { title, message } = notificationText(type, 'am', 'Selam Tesfaye');
      expect(message.startsWith('Selam Tesfaye ')).toBe(true);
      expect([...amharicStyleProblems(title), ...amharicStyleProblems(message)]).toEqual([]);
    },
  );

  it('says the same as the browser does for a like, in Amharic and in English', () => {
    expect(notificationText('like', 'am', 'Selam Tesfaye').message).toBe(
      'Selam Tesfaye ልጥፍዎን ወደውታል',
    );
    expect(notificationText('like', 'en', 'Selam Tesfaye').message).toBe(
      'Selam Tesfaye liked your post',
    );
  });
});
