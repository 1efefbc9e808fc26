import { createContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

/**
 * What the screen at `pathname` says its title is, beyond its name in the route table: the name of
 * the item it shows (a community, an event, a person), or that it found nothing there (a 404 shown
 * by the screen itself, such as /admin to a member).
 */
export type TitleClaim = { pathname: string } & ({ title: string } | { notFound: true });

export const TitleClaimContext = createContext<TitleClaim | null>(null);
export const SetTitleClaimContext = createContext<Dispatch<
  SetStateAction<TitleClaim | null>
> | null>(null);

/** Holds the current screen's claim for the header and the tab's title. */
export function ScreenTitleProvider({ children }: { children: ReactNode }) {
  const [claim, setClaim] = useState<TitleClaim | null>(null);
  return (
    <SetTitleClaimContext.Provider value={setClaim}>
      <TitleClaimContext.Provider value={claim}>{children}</TitleClaimContext.Provider>
    </SetTitleClaimContext.Provider>
  );
}
