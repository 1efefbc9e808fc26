/**
 * The 'App Failed to Load' screen (SPEC §2) for when React cannot mount at all, so it is plain DOM
 * and says it in all three languages (the texts may be what failed to load).
 */
export function renderLoadFailure(): void {
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.className =
    'mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-bold';
  title.textContent = 'App Failed to Load';
  const titleAm = document.createElement('p');
  titleAm.lang = 'am';
  titleAm.className = 'text-lg font-semibold';
  titleAm.textContent = 'መተግበሪያው መጫን አልቻለም';
  const titleTi = document.createElement('p');
  titleTi.lang = 'ti';
  titleTi.className = 'text-lg font-semibold';
  titleTi.textContent = 'እቲ መተግበሪ ክጽዓን ኣይከኣለን';
  const hint = document.createElement('p');
  hint.className = 'text-muted-foreground';
  hint.textContent =
    'Please check your connection and reload the page. · እባክዎ ግንኙነትዎን ያረጋግጡና ገጹን ያድሱ። · በጃኹም ርክብኩም ኣረጋግጹ እሞ ነቲ ገጽ ደጊምኩም ጽዓንዎ።';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mt-4 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground';
  button.textContent = 'Reload · ገጹን ያድሱ · ደጊምኩም ጽዓኑ';
  button.addEventListener('click', () => window.location.reload());
  main.append(title, titleAm, titleTi, hint, button);
  root.replaceChildren(main);
}
