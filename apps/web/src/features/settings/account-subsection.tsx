import type { ReactNode } from 'react';

/** One part of Settings → Account, under its own heading. */
export function AccountSubsection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t pt-5 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
