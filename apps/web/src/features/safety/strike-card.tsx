import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appeal, Strike } from '@aebro/shared/strikes';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { AppealForm } from './appeal-form';

/**
 * One strike as its member sees it (issue 37): what was done, by whom (the site's moderators or a
 * community's admins, never a name), when, why, on what; then its appeal, or the form to make one.
 */
export function StrikeCard({
  strike,
  appeal,
  headingLevel = 'h3',
}: {
  strike: Strike;
  /** Sends the appeal's text; the caller updates the strike (its list, or the link's page). */
  appeal: (text: string) => Promise<unknown>;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [appealing, setAppealing] = useState(false);
  const Heading = headingLevel;
  const by =
    strike.scope === 'site'
      ? t('safety.strikes.bySite')
      : strike.community
        ? t('safety.strikes.byCommunity', { name: strike.community.name })
        : t('safety.strikes.byACommunity');
  const kind = t(`safety.strikes.contentKind.${strike.content.kind}`, {
    defaultValue: t('safety.strikes.content'),
  });
  return (
    <article
      aria-labelledby={`strike-${strike.id}`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <header className="flex flex-col gap-0.5">
        <Heading id={`strike-${strike.id}`} className="font-semibold">
          {t(`safety.strikes.action.${strike.action}`)}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {by} · {t('safety.strikes.on', { date: format.date(strike.createdAt) })}
        </p>
        {strike.until ? (
          <p className="text-sm">
            {t('safety.strikes.until', { date: format.date(strike.until, { withTime: true }) })}
          </p>
        ) : null}
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t('safety.strikes.reason')}</dt>
        <dd className="break-words">{strike.reason || t('safety.strikes.noReason')}</dd>
        {strike.rule || strike.category ? (
          <>
            <dt className="text-muted-foreground">{t('safety.strikes.rule')}</dt>
            <dd className="break-words">
              {strike.rule
                ? t('safety.strikes.ruleText', {
                    number: strike.rule.number,
                    title: strike.rule.title,
                  })
                : t(`safety.category.${strike.category}`)}
            </dd>
          </>
        ) : null}
        {strike.trustLevel ? (
          <>
            <dt className="text-muted-foreground">{t('safety.strikes.trustLevel')}</dt>
            <dd>
              {t('safety.strikes.levelChange', {
                from: t(`safety.strikes.level.${strike.trustLevel.from}`),
                to: t(`safety.strikes.level.${strike.trustLevel.to}`),
              })}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('safety.strikes.content')}</dt>
        <dd className="flex flex-col gap-1 break-words">
          <span>{kind}</span>
          {strike.content.excerpt ? (
            <q className="text-muted-foreground italic">{strike.content.excerpt}</q>
          ) : null}
          {strike.content.link ? (
            <Link
              to={strike.content.link}
              className="self-start font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('safety.strikes.open')}
            </Link>
          ) : null}
        </dd>
      </dl>
      {strike.appeal ? (
        <AppealState appeal={strike.appeal} />
      ) : appealing ? (
        <AppealForm
          send={async (text) => {
            await appeal(text);
            setAppealing(false);
          }}
          onCancel={() => setAppealing(false)}
        />
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => setAppealing(true)}
        >
          {t('safety.strikes.appeal.open')}
        </Button>
      )}
    </article>
  );
}

function AppealState({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const tone =
    appeal.status === 'overturned'
      ? 'border-primary/40 bg-primary/5'
      : appeal.status === 'upheld'
        ? 'bg-muted'
        : 'border-dashed';
  return (
    <section className={`flex flex-col gap-2 rounded-lg border p-3 text-sm ${tone}`}>
      <p className="font-medium" role="status">
        {t(`safety.strikes.appeal.${appeal.status}`)}
      </p>
      <p className="text-muted-foreground">
        {t('safety.strikes.appeal.yours')} · {format.date(appeal.createdAt)}
      </p>
      <p className="break-words whitespace-pre-line">{appeal.text}</p>
      {appeal.status === 'pending' ? (
        <p className="text-muted-foreground">{t('safety.strikes.appeal.sent')}</p>
      ) : null}
      {appeal.decisionReason ? (
        <div>
          <p className="font-medium">{t('safety.strikes.appeal.decision')}</p>
          <p className="break-words whitespace-pre-line">{appeal.decisionReason}</p>
        </div>
      ) : null}
      {appeal.effect === 'restriction_lifted' ? <p>{t('safety.strikes.appeal.lifted')}</p> : null}
      {appeal.effect === 'trust_level_restored' ? (
        <p>{t('safety.strikes.appeal.levelRestored')}</p>
      ) : null}
      {appeal.effect === 'content_not_restorable' ? (
        <p>{t('safety.strikes.appeal.notRestorable')}</p>
      ) : null}
    </section>
  );
}
