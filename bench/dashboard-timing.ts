import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser.ts';
import { DEMO_PASSWORD } from '../e2e/support/session.ts';
import { percentile } from './measure.ts';

/**
 * The profile of issue 28: a shop's cheap PC on a slow line. 4x CPU slowdown, 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip, set through the DevTools protocol as Lighthouse does.
 */
const PROFILE = { cpuRate: 4, latencyMs: 150, downBps: 1_600_000, upBps: 750_000 };

/** Quiet main thread after the figures are drawn before a run counts as interactive. */
const QUIET_MS = 1_000;

export interface DashboardTiming {
  /** Sign-in page from navigation until its form stands ready (empty cache). */
  signInMs: number;
  /** From the Masuk click until the dashboard is interactive, with only the sign-in page cached. */
  coldMs: number;
  /** A reload of the dashboard with a warm cache, from navigation until interactive. */
  warmMs: number;
  /** Requests to the server after the sign-in answered (API calls and config.json). */
  callsAfterSignIn: string[];
}

// Runs in the page before any script: when the Masuk button is pressed, when each long task
// ended, for the measurements read back below.
const PROBE = `(() => {
  window.__longTaskEnds = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTaskEnds.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-testid="login-submit"]')) {
      window.__submittedAt = performance.now();
    }
  }, true);
})();`;

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBps / 8,
    uploadThroughput: PROFILE.upBps / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuRate });
}

/**
 * Page time (performance.now) at which the dashboard is interactive: every card shows its
 * figures, every chart has drawn, and no long task ran for QUIET_MS after the later of those
 * and the last long task before it.
 */
async function interactiveAt(page: Page): Promise<number> {
  const drawnAt = await page
    .waitForFunction(
      () => {
        const sections = [...document.querySelectorAll('section[data-testid]')];
        if (sections.length === 0) return false;
        const ready = sections.every(
          (section) =>
            section.querySelector('[data-testid$="-hari-ini-value"]') &&
            section.querySelector('[data-testid$="-chart"] svg[data-chart]'),
        );
        return ready && performance.now();
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const { now, lastEnd } = await page.evaluate(() => ({
      now: performance.now(),
      lastEnd: Math.max(0, ...((window as unknown as { __longTaskEnds: number[] }).__longTaskEnds ?? [])),
    }));
    if (now - Math.max(lastEnd, drawnAt) >= QUIET_MS) return Math.max(lastEnd, drawnAt);
  }
}

/** Sign-in form ready: the form's fields are there and the page's scripts have settled. */
async function signInReadyAt(page: Page): Promise<number> {
  await page.getByTestId('login-shop').waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const ends = (window as unknown as { __longTaskEnds: number[] }).__longTaskEnds ?? [];
    const field = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return Math.max(field?.domContentLoadedEventEnd ?? 0, ...ends);
  });
}

/** Signs in as OWNER of PST through the sign-in page's form, as staff do, to the dashboard. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.getByTestId('login-shop').click();
  await page.locator('.ant-select-item-option', { hasText: 'PST - ' }).first().click();
  await page.getByTestId('login-user').fill('owner');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
}

/** One fresh browser through sign-in to the dashboard, then a warm reload of it. */
async function onePass(baseUrl: string): Promise<DashboardTiming> {
  const browser = await openBrowser();
  try {
    await browser.context.addInitScript(PROBE);
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await throttle(browser.context, page);
    const calls: { at: number; url: string }[] = [];
    let signedInAt = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/users/login') return;
      if (url.pathname.startsWith('/api/') || url.pathname === '/config.json') {
        calls.push({ at: Date.now(), url: `${request.method()} ${url.pathname}${url.search}` });
      }
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/users/login') signedInAt = Date.now();
    });

    await page.goto(`${baseUrl}/`);
    const signInMs = await signInReadyAt(page);
    await signInAsOwner(page);
    const coldAt = await interactiveAt(page);
    const submittedAt = await page.evaluate(
      () => (window as unknown as { __submittedAt: number }).__submittedAt,
    );
    const callsAfterSignIn = calls.filter((call) => call.at >= signedInAt).map((call) => call.url);

    await page.reload();
    const warmMs = await interactiveAt(page);
    return { signInMs, coldMs: coldAt - submittedAt, warmMs, callsAfterSignIn };
  } finally {
    await browser.close();
  }
}

/** The median of `runs` passes, each in a fresh browser (the calls are those of the last pass). */
export async function timeDashboard(baseUrl: string, runs = 3): Promise<DashboardTiming> {
  const passes: DashboardTiming[] = [];
  for (let i = 0; i < runs; i += 1) passes.push(await onePass(baseUrl));
  const median = (pick: (pass: DashboardTiming) => number) => percentile(passes.map(pick), 50);
  return {
    signInMs: median((pass) => pass.signInMs),
    coldMs: median((pass) => pass.coldMs),
    warmMs: median((pass) => pass.warmMs),
    callsAfterSignIn: passes.at(-1)?.callsAfterSignIn ?? [],
  };
}
