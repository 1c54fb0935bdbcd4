// What the pages of a failed browser test were doing when it failed, printed before its contexts close. A rare
// timeout of this suite (an action waiting 30 s on a page, about once a run on a slow machine, never the same
// test) leaves no trace otherwise: whether the page still runs timers and draws frames, which requests were
// still open, and what it threw.
import type { BrowserContext, Request } from 'playwright-core';

interface Task {
  name: string;
  result?: { state?: string };
}

/** The test running now (set by setup.ts; the scripts that launch a browser run no test and report nothing). */
let current: Task | undefined;

export function runs(task: Task): void {
  current = task;
}

/** Keeps what a context's pages request and throw, and reports it if the test fails while the context is open. */
export function watch(context: BrowserContext): void {
  const open = new Map<Request, number>();
  const thrown: string[] = [];
  context.on('request', (request) => open.set(request, Date.now()));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  context.on('weberror', (error) => thrown.push(String(error.error()).slice(0, 300)));
  context.on('console', (message) => {
    if (message.type() === 'error') thrown.push(`console: ${message.text().slice(0, 300)}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (current?.result?.state === 'fail') {
      await report(current.name, context, open, thrown).catch((error: unknown) =>
        console.error(`No diagnosis of "${current?.name}": ${String(error)}`),
      );
    }
    return close(options);
  };
}

interface PageState {
  url: string;
  visibility: DocumentVisibilityState;
  focused: boolean;
  readyState: DocumentReadyState;
  /** Milliseconds until a timer and an animation frame ran, -1 if not within a second. */
  timerAfter: number;
  frameAfter: number;
  serviceWorker: string;
  /** The islands not yet hydrated. */
  waiting: string[];
}

async function report(
  name: string,
  context: BrowserContext,
  open: Map<Request, number>,
  thrown: string[],
): Promise<void> {
  const lines = [`Diagnosis of the failed test "${name}" (${new Date().toISOString()}):`];
  for (const [request, since] of open) {
    const by = request.serviceWorker() ? ' (by the service worker)' : '';
    lines.push(`  open for ${Date.now() - since} ms: ${request.method()} ${request.url()}${by}`);
  }
  for (const error of thrown.slice(-10)) lines.push(`  thrown: ${error}`);
  for (const page of context.pages()) {
    const state = await Promise.race([
      page.evaluate(
        () =>
          new Promise<PageState>((resolve) => {
            const start = performance.now();
            let timerAfter = -1;
            let frameAfter = -1;
            setTimeout(() => (timerAfter = performance.now() - start), 0);
            requestAnimationFrame(() => (frameAfter = performance.now() - start));
            setTimeout(
              () =>
                resolve({
                  url: location.href,
                  visibility: document.visibilityState,
                  focused: document.hasFocus(),
                  readyState: document.readyState,
                  timerAfter: Math.round(timerAfter),
                  frameAfter: Math.round(frameAfter),
                  serviceWorker: navigator.serviceWorker?.controller?.state ?? 'none',
                  waiting: [...document.querySelectorAll('astro-island[ssr]')].map(
                    (island) => island.getAttribute('component-url') ?? '?',
                  ),
                }),
              1_000,
            );
          }),
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5_000)),
    ]);
    lines.push(`  page: ${JSON.stringify(state)}`);
  }
  console.error(lines.join('\n'));
}
