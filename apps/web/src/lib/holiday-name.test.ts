import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { holidaysOn } from '@aebro/shared/holidays';
import { setUpTexts } from '@/test/render';
import { holidayName } from './holiday-name';

beforeAll(setUpTexts);

describe('holidayName', () => {
  it('names a holiday in the reader’s language and marks the Eids as expected', () => {
    // 24 May 2020: Eid al-Fitr and Eritrean Independence Day.
    const [first, second] = holidaysOn({ year: 2020, month: 5, day: 24 });
    const eid = first?.id === 'eid-al-fitr' ? first : second;
    const independence = first?.id === 'eid-al-fitr' ? second : first;
    if (!eid || !independence) throw new Error('both holidays fall on 24 May 2020');
    const t = i18next.t.bind(i18next);
    expect(holidayName(independence, 'en', t)).toBe('Eritrean Independence Day');
    expect(holidayName(eid, 'en', t)).toBe(
      'Eid al-Fitr (expected: the day follows the sighting of the moon and may come a day later)',
    );
    expect(holidayName(independence, 'am', t)).toBe('የኤርትራ የነጻነት ቀን');
  });
});
