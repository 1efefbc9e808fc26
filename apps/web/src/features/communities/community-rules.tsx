import ScrollText from 'lucide-react/icons/scroll-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityRule } from '@aebro/shared/communities';

/** A community's numbered rules, as its admins wrote them (in their language). */
export function RulesList({ rules }: { rules: readonly CommunityRule[] }) {
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {rules.map((rule, index) => (
        <li key={index} className="flex gap-2">
          <span className="w-5 shrink-0 font-semibold text-primary" aria-hidden="true">
            {index + 1}.
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words">{rule.title}</span>
            {rule.detail ? (
              <span className="break-words whitespace-pre-line text-muted-foreground">
                {rule.detail}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The rules on the community's page: everyone reads them before joining (issue 37). */
export function CommunityRules({ rules }: { rules: readonly CommunityRule[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (rules.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <ScrollText className="size-5 text-primary" aria-hidden="true" />
        {t('communities.rules.title')}
      </h3>
      <RulesList rules={rules} />
    </section>
  );
}
