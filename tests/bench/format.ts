/** Console and report formatting shared by the bench modules. */
export const log = (line: string) => console.log(`[bench] ${line}`);
export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const secs = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
