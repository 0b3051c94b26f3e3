import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/ensure-chromium';
import { onCleanup } from './cleanups';

/** Debian's chromium, never a downloaded browser; the same flags as the e2e suite, headless. */
const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export function chromiumVersion(): string | undefined {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return /Chromium [\d.]+/.exec(result.stdout ?? '')?.[0];
}

/**
 * A fresh chromium (its own new profile, removed when it is killed). chrome-launcher's own Ctrl-C
 * handler is off: the bench's clean-ups kill it, after which the app server is stopped too.
 */
export async function launchChromium(): Promise<LaunchedChrome> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (node --import tsx tests/support/ensure-chromium.ts, as root)`);
  }
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS, handleSIGINT: false, logLevel: 'silent', maxConnectionRetries: 100 });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  onCleanup(kill);
  return { ...chrome, kill } as LaunchedChrome;
}

/** Runs `work` with a fresh chromium, bounded in time: on timeout chromium is killed, which ends `work` too. */
export async function withChromium<T>(timeoutMs: number, what: string, work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launchChromium();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      chrome.kill();
      reject(new Error(`${what}: no result after ${Math.round(timeoutMs / 1000)} s (chromium killed)`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(chrome), timeout]);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
