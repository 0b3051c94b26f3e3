import { existsSync, readFileSync, statSync } from 'node:fs';

/** A file of the build read again only when a rebuild replaced it, or undefined while it is missing. */
export function builtFile(file: string): () => string | undefined {
  let kept = { mtimeMs: -1, text: undefined as string | undefined };
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== kept.mtimeMs) kept = { mtimeMs, text: readFileSync(file, 'utf8') };
    return kept.text;
  };
}
