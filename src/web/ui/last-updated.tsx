import { formatDistanceStrict } from 'date-fns';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { DATA_AGE_NOTICE_MS } from '@/domain/constants';

/** 'Updated 12 minutes ago', or nothing while the data is younger than DATA_AGE_NOTICE_MS. */
export function lastUpdatedText(updatedAt: number, now: number): string | undefined {
  if (!updatedAt || now - updatedAt < DATA_AGE_NOTICE_MS) return undefined;
  return `Updated ${formatDistanceStrict(updatedAt, now)} ago`;
}

/**
 * When a list's data was last updated, once it is old enough to matter (README "What the device keeps
 * (offline-first)": a repeat visit or an offline one shows what the device kept). Re-reads the clock
 * every minute.
 */
export function LastUpdated({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const text = lastUpdatedText(updatedAt, Math.max(now, updatedAt));
  if (!text) return null;
  return <p className={cx(css({ fontSize: 'sm', color: 'muted' }), className)}>{text}</p>;
}
