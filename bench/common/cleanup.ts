// Servers, databases and temp dirs must go away even when the run is interrupted (Ctrl+C) or fails.

type Cleanup = () => Promise<void> | void;

const stack: Array<{ label: string; fn: Cleanup }> = [];
let installed = false;

async function runAll(): Promise<void> {
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    try {
      await item.fn();
    } catch (error) {
      console.warn(
        `cleanup "${item.label}" failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}

function onSignal(signal: NodeJS.Signals): void {
  console.warn(`\n${signal}: cleaning up…`);
  // A second signal while cleaning up exits at once.
  process.once(signal, () => process.exit(130));
  void runAll().finally(() => process.exit(130));
}

/** Registers a cleanup; the returned function runs it now (once) and unregisters it. */
export function defer(label: string, fn: Cleanup): () => Promise<void> {
  if (!installed) {
    installed = true;
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  const item = { label, fn };
  stack.push(item);
  let done = false;
  return async () => {
    const index = stack.indexOf(item);
    if (index !== -1) stack.splice(index, 1);
    if (done) return;
    done = true;
    await fn();
  };
}

/** Runs every registered cleanup, newest first. */
export async function cleanupAll(): Promise<void> {
  await runAll();
}
