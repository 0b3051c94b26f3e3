import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Playwright runs in Debian's chromium; we never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags every Chromium we start carries (besides --headless, which Playwright adds itself): no
 * sandbox in containers, no GPU, and nothing that reaches the internet on its own.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function run(command: string, args: string[]): void {
  console.log(`[ensure-chromium] $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`[ensure-chromium] ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** Installs Debian's chromium with apt when it is missing (needs root); a no-op otherwise. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`[ensure-chromium] ${CHROMIUM_PATH} is missing: installing Debian's chromium with apt`);
  if (process.getuid?.() !== 0) {
    throw new Error(`[ensure-chromium] not root: run "apt-get update && apt-get install -y chromium" as root first`);
  }
  // Another process may hold the apt lock (or be installing chromium itself): wait for it.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  run('apt-get', [...wait, 'update']);
  if (!existsSync(CHROMIUM_PATH)) run('apt-get', [...wait, 'install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`[ensure-chromium] apt finished but ${CHROMIUM_PATH} is still missing`);
  console.log(`[ensure-chromium] installed ${CHROMIUM_PATH}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
