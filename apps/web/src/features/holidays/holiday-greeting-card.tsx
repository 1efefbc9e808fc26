import PartyPopper from 'lucide-react/icons/party-popper';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gregorianDateOf } from '@aebro/shared/ethiopian-calendar';
import { Button } from '@/components/ui/button';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { useDateFormat } from '@/lib/use-date-format';
import { greetingOn } from './holiday-greeting';

/**
 * A greeting on the dashboard on an Ethiopian or Eritrean holiday (and on the eve of some), in
 * the member's language. Its X hides that day's greeting on this device.
 */
export function HolidayGreetingCard() {
  const { t } = useTranslation();
  const { language } = useDateFormat();
  const greeting = greetingOn(gregorianDateOf(new Date()));
  const [dismissed, setDismissed] = useState(() => readStorage(storageKeys.holidayGreeting));
  if (!greeting) return null;
  const id = `${greeting.holiday.id}:${greeting.key}`;
  if (dismissed === id) return null;
  const values = {
    name: greeting.holiday.names[language],
    year: greeting.holiday.ethiopianDate.year,
  };
  const texts = greeting.eve
    ? greeting.holiday.id === 'meskel'
      ? { title: t('calendar.greeting.demera.title'), text: t('calendar.greeting.demera.text') }
      : {
          title: t('calendar.greeting.eve.title', values),
          text: t('calendar.greeting.eve.text', values),
        }
    : {
        title: t(`calendar.greeting.${greeting.holiday.id}.title`, values),
        text: t(`calendar.greeting.${greeting.holiday.id}.text`, values),
      };
  return (
    <section
      aria-labelledby="holiday-greeting-title"
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
      data-holiday={greeting.holiday.id}
    >
      <div className="tibeb h-2" aria-hidden="true" />
      <div className="flex items-start gap-3 p-4">
        <span className="inline-grid size-10 shrink-0 place-items-center rounded-lg bg-accent/20 text-primary">
          <PartyPopper className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="holiday-greeting-title" className="font-semibold">
            {texts.title}
          </h2>
          <p className="text-sm">{texts.text}</p>
        </div>
        <Button
          variant="ghost"
          size="iconSm"
          className="text-muted-foreground hover:text-foreground"
          aria-label={t('calendar.greeting.dismiss')}
          onClick={() => {
            writeStorage(storageKeys.holidayGreeting, id);
            setDismissed(id);
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
