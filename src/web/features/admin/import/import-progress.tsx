import { css } from 'styled-system/css';
import type { ImportProgress } from '../api/import-export';

const PHASE_LABEL: Record<ImportProgress['phase'], string> = { reading: 'Reading the file', writing: 'Writing items', recording: 'Recording the changes' };

/**
 * A long apply's progress as the server reports it: a determinate bar (role progressbar with its
 * value, for assistive tech) and "N of M items written". Before the first report it says it is starting.
 */
export function ImportProgressBar({ progress }: { progress: ImportProgress | undefined }) {
  const total = Math.max(progress?.total ?? 0, 1);
  const done = Math.min(progress?.done ?? 0, total);
  const text = progress ? `${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} items written` : 'Starting the import…';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className={css({ h: '2.5', w: 'full', bg: 'wash', borderRadius: 'full', overflow: 'hidden', border: '1px solid token(colors.line)' })}
      >
        <div className={css({ h: 'full', bg: 'brand', transition: 'width 0.2s ease-out', _motionReduce: { transition: 'none' } })} style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <p className={css({ fontSize: 'sm' })}>
        {progress ? `${PHASE_LABEL[progress.phase]}: ` : ''}
        {text}
      </p>
    </div>
  );
}
