import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function hashSources(paths: string[]): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
    } else {
      hash.update(entry).update(readFileSync(entry));
    }
  };
  paths.forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

export function dirBytes(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(entry).reduce((sum, name) => sum + dirBytes(path.join(entry, name)), 0);
}

/** Seeded databases are cached while these sources are unchanged. */
export const seedSourcesHash = () => hashSources(['src/server/db/seed', 'src/server/db/schema']);
