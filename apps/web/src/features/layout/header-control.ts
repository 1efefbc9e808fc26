/**
 * The box of every control at the right of the signed-in header (language, search, bell, avatar):
 * the same 40 px square, centred, so that they sit on one line.
 */
export const headerControlClass =
  'relative inline-grid size-10 shrink-0 place-items-center rounded-full outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50';
