import { useEffect, useRef } from 'react';

/**
 * Saves a blob as a download. Its object URL is revoked on a later task, not right after the click
 * (some browsers cancel a download whose URL is gone before it starts); one still pending when the
 * page goes away is revoked then, so none leaks.
 */
export function useSaveFile() {
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const urls = pending.current;
    return () => {
      for (const [url, timer] of urls) {
        clearTimeout(timer);
        URL.revokeObjectURL(url);
      }
      urls.clear();
    };
  }, []);
  return (name: string, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.click();
    pending.current.set(
      url,
      setTimeout(() => {
        pending.current.delete(url);
        URL.revokeObjectURL(url);
      }, REVOKE_AFTER_MS),
    );
  };
}

/** Long enough for the browser to have started the download from the URL. */
const REVOKE_AFTER_MS = 100;

